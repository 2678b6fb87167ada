const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** A session unused for this long is dead. */
export const SESSION_INACTIVITY_TIMEOUT_MS = 30 * DAY;
/** No session outlives this, however busy. */
export const SESSION_ABSOLUTE_LIFETIME_MS = 180 * DAY;
/** last_used_at is written at most this often per session. */
export const SESSION_TOUCH_INTERVAL_MS = MINUTE;
/** Bytes of randomness in a session token (sent base64url-encoded). */
export const SESSION_TOKEN_BYTES = 32;

export const RESET_CODE_TTL_MS = 10 * MINUTE;
/** Wrong tries after which a reset code is dead. */
export const RESET_CODE_MAX_ATTEMPTS = 5;
