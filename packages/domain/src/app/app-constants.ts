export const APP_VERSION = '2.0.1';
export const STORAGE_VERSION = 10;
export const TOAST_AUTO_CLOSE_MS = 3500;
export const TOAST_LONG_AUTO_CLOSE_MS = 5000;
export const PAGE_TRANSITION_MS = 650;
export const SUCCESS_REDIRECT_MS = 5000;
export const FREE_TRIAL_DAYS = 30;
export const SUPPORT_EMAIL = 'support@archive.app';
