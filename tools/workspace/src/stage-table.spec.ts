/**
 * `npm test` ends with where its time went: one row per stage run (also when one failed, for the
 * stages run so far), then the total; after a failed Nx stage, what its failed tasks said.
 */
import { failedNxTasks, slowestNxTasks, stageTable } from '../../../scripts/lib/stage-table.mjs';

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

describe('what the failed tasks of an Nx stage said, printed last', () => {
  // A failed test as jest prints it, and a jest task's output as Nx keeps it: a passing file, a
  // failing one with its console, the summary.
  const FAILURE = [
    '  ● load shedding › answers 503 while the event loop lags',
    '',
    '    expect(received).toMatchObject(expected)',
    '',
    '    -   "status": 503,',
    '    +   "status": 200,',
    '',
    '      at Object.toMatchObject (src/lib/load-shedding.spec.ts:138:21)',
  ];
  const JEST = [
    '> jest',
    '',
    ' PASS   share-web-server  src/lib/metrics.spec.ts',
    ' \u001b[1m\u001b[31mFAIL\u001b[39m\u001b[22m   share-web-server  src/lib/load-shedding.spec.ts',
    ...FAILURE,
    '',
    '  ● Console',
    '',
    '    console.info',
    '      the lag: 400 ms',
    '',
    'Summary of all failing tests',
    ' FAIL   share-web-server  src/lib/load-shedding.spec.ts',
    '  ● load shedding › answers 503 while the event loop lags',
    '',
    '    expect(received).toMatchObject(expected)',
    '',
    'Test Suites: 1 failed, 1 passed, 2 total',
    'Tests:       1 failed, 30 passed, 31 total',
    'Warning: command "jest" exited with non-zero status code',
    '',
  ].join('\n');
  const record = {
    tasks: [
      { taskId: 'ui:lint', hash: '1', status: 0 },
      { taskId: 'share-web-server:test', hash: '2', status: 1 },
      { taskId: 'deploy:test', hash: '3', status: 1 },
    ],
  };
  const outputs: Record<string, string> = {
    '1': 'lint output',
    '2': JEST,
    '3': ['> jest', '', 'MissingToolError: nginx not found at /nonexistent/nginx', ''].join('\n'),
  };

  it('gives a jest task’s failed tests once each, without their console, and another task’s last lines', () => {
    expect(failedNxTasks(record, (hash: string) => outputs[hash] ?? null)).toBe(
      [
        '--- share-web-server:test failed ---',
        ...FAILURE,
        '',
        '--- deploy:test failed ---',
        '> jest',
        '',
        'MissingToolError: nginx not found at /nonexistent/nginx',
      ].join('\n'),
    );
  });

  it('says how much it cut, and names a task whose output Nx did not keep', () => {
    expect(failedNxTasks(record, (hash: string) => (hash === '3' ? null : outputs[hash]), 3)).toBe(
      [
        '--- share-web-server:test failed (3 of 8 lines) ---',
        ...FAILURE.slice(0, 3),
        '',
        '--- deploy:test failed ---',
      ].join('\n'),
    );
  });
});
