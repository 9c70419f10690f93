/** Time source of the server; tests inject a settable clock instead of waiting. */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

export function nowSeconds(clock: Clock): number {
  return Math.floor(clock.now() / 1000);
}
