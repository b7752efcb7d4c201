// Shared by the server and the admin UI (no Node imports here).
export const CSRF_HEADER = 'X-CSRF-Token';
/** The 403 message when the token is missing or belongs to another session; the UI retries once with a fresh token. */
export const CSRF_TOKEN_REFUSED = 'This page is out of date for your session. Reload the page and try again.';
