// The table `npm test` prints at its end (and when a stage fails, for the stages run so far): where
// the run's time went, stage by stage.

/** `rows`: `{ label, ok, seconds }` per stage, in the order run; `totalSeconds`: the whole run. */
export function stageTable(rows, totalSeconds) {
  const width = Math.max('total'.length, ...rows.map((row) => row.label.length));
  const line = (label, status, seconds) =>
    `${label.padEnd(width)}  ${status.padEnd(6)}  ${String(seconds).padStart(5)} s`;
  return [
    `${'stage'.padEnd(width)}  ${'status'.padEnd(6)}  ${'time'.padStart(7)}`,
    ...rows.map((row) => line(row.label, row.ok ? 'ok' : 'FAILED', row.seconds)),
    line('total', rows.every((row) => row.ok) ? 'ok' : 'FAILED', totalSeconds),
  ].join('\n');
}
