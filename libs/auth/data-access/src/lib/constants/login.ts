// The login flow's retries of a failed session start (spec §9); the login panel's code reads them.

export const LOGIN_RETRY_MAX = 3;
export const LOGIN_RETRY_DELAY_MS = 100;
