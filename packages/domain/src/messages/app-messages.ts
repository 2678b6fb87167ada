/**
 * Notices and confirmations of the app's screens whose wording the spec leaves open
 * ("not shown"); decided in docs/decisions/007-web-app-wording-and-shell.md.
 */
export const APP_MESSAGES = {
  comingSoon: 'We are putting the finishing touches on this part of Archive. It is coming soon.',
  noNotifications: 'No notifications yet',
  signOutTitle: 'Confirm sign out',
  signOutBody: 'You will need your e-mail and password to sign in again on this device.',
  deleteAccountConfirm:
    'Delete your account? All your data, artworks, images and contacts will be lost forever.',
  deleteAccountPassword: 'Enter your password to confirm it is you.',
  errorScreenTitle: 'Something went wrong',
  errorScreenBody:
    'Archive ran into an unexpected problem. Reloading usually helps; your saved work is safe.',
  offlineBanner: 'No Internet connection. All changes are saved and synced later.',
  onboardingRestart: 'Please start again with your e-mail and password.',
  emailChecking: 'Checking e-mail…',
  leaveTitle: 'Leave without saving?',
  leaveStay: 'Keep editing',
  leaveGo: 'Leave',
} as const;

/** Toast shown when the person re-sends a reset code. */
export const RESEND_CODE_MESSAGE = 'We sent you another reset code';
