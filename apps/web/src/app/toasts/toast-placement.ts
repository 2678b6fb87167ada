/** Three toasts at most, at the top in the middle, on every screen. */
export const TOAST_POSITION = 'top-center';
export const TOAST_LIMIT = 3;
