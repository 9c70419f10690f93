// Business constants of the auth feature (spec §5); tests import them.

/** Seconds before another SMS code may be requested after a successful send. */
export const CODE_COUNTDOWN_S = 60;
