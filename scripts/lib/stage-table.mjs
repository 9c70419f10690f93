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

/**
 * The `count` slowest tasks of one Nx run, from the record Nx writes in its cache folder (run.json:
 * `{ tasks: [{ taskId, startTime, endTime, cacheStatus }] }`), one line each; a task replayed from
 * the cache says so.
 */
export function slowestNxTasks(record, count = 12) {
  const tasks = (record.tasks ?? [])
    .map((task) => ({
      id: task.taskId,
      seconds: (Date.parse(task.endTime) - Date.parse(task.startTime)) / 1000,
      replayed: task.cacheStatus !== 'cache-miss',
    }))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count);
  return [
    `slowest of ${record.tasks?.length ?? 0} Nx tasks:`,
    ...tasks.map(
      (task) =>
        `${task.seconds.toFixed(1).padStart(7)} s  ${task.id}${task.replayed ? ' (replayed from the cache)' : ''}`,
    ),
  ].join('\n');
}
