/**
 * The bench's total blocking time by CPU time (`npm run bench`) and `scripts/trace-tasks.mjs` count a
 * task as Lighthouse's total blocking time does: only its part over 50 ms blocks input.
 */
import { blockingTime, LONG_TASK_MS } from '../../../scripts/lib/main-thread.mjs';

it('sums each task’s part over 50 ms, and nothing for tasks of 50 ms or less', () => {
  expect(LONG_TASK_MS).toBe(50);
  expect(blockingTime([10, 50, 51, 80, 250])).toBe(1 + 30 + 200);
  expect(blockingTime([49.9, 50])).toBe(0);
  expect(blockingTime([])).toBe(0);
});
