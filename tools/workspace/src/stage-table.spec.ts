/**
 * `npm test` ends with where its time went: one row per stage run (also when one failed, for the
 * stages run so far), then the total.
 */
import { slowestNxTasks, stageTable } from '../../../scripts/lib/stage-table.mjs';

it('prints a row per stage with its status and seconds, then the total', () => {
  expect(
    stageTable(
      [
        { label: 'format (prettier --check)', ok: true, seconds: 41 },
        { label: 'browser tests', ok: false, seconds: 492 },
      ],
      540,
    ),
  ).toBe(
    [
      'stage                      status     time',
      'format (prettier --check)  ok         41 s',
      'browser tests              FAILED    492 s',
      'total                      FAILED    540 s',
    ].join('\n'),
  );
});

it('lists an Nx stage’s slowest tasks from the run record, saying which were replayed from the cache', () => {
  const task = (taskId: string, start: string, end: string, cacheStatus: string) => ({
    taskId,
    startTime: `2026-11-26T04:${start}.000Z`,
    endTime: `2026-11-26T04:${end}.000Z`,
    cacheStatus,
  });
  expect(
    slowestNxTasks(
      {
        tasks: [
          task('ui:lint', '00:00', '00:07', 'cache-miss'),
          task('share-web:build-client', '00:00', '01:01', 'local-cache-hit'),
          task('workspace:test', '01:00', '03:01', 'cache-miss'),
        ],
      },
      2,
    ),
  ).toBe(
    [
      'slowest of 3 Nx tasks:',
      '  121.0 s  workspace:test',
      '   61.0 s  share-web:build-client (replayed from the cache)',
    ].join('\n'),
  );
});
