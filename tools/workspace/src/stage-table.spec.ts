/**
 * `npm test` ends with where its time went: one row per stage run (also when one failed, for the
 * stages run so far), then the total.
 */
import { stageTable } from '../../../scripts/lib/stage-table.mjs';

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
