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

// Jest's header of a failed test ("  ● suite › test"); "● Console" heads a test's console output.
const FAILED_TEST = /^\s*● (?!Console$)/;
// What ends a failed test's block: the next block, a test file's line, the run's summary.
const BLOCK_END =
  /^\s*● |^\s*(PASS|FAIL) |^(Test Suites|Tests|Snapshots|Time|Ran all test suites)\b|^Summary of all failing tests/;

/** Lines without the blank ones at their end. */
function trimmed(lines) {
  const kept = [...lines];
  while (kept.length && !kept[kept.length - 1].trim()) kept.pop();
  return kept;
}

/** A jest output's failed tests, each block once (jest repeats them in its summary), in order. */
function failedTestBlocks(lines) {
  const blocks = new Map();
  let block = null;
  for (const line of lines) {
    if (block && BLOCK_END.test(line)) block = null;
    if (FAILED_TEST.test(line) && !blocks.has(line.trim())) blocks.set(line.trim(), (block = []));
    block?.push(line);
  }
  return [...blocks.values()].flatMap((kept) => [...trimmed(kept), '']);
}

/**
 * What the failed tasks of one Nx run said of their failures, from the run record and the terminal
 * output Nx keeps of every task (`readOutput(hash)`: the text of terminalOutputs/<hash>, or null): a
 * jest task's failed tests, console blocks left out, else the task's last lines; at most `maxLines`
 * lines a task. `npm test` prints it last, where a log's tail is read: the failure's own words are
 * otherwise far up in the stage's output, among the other tasks'.
 */
export function failedNxTasks(record, readOutput, maxLines = 60) {
  return (record.tasks ?? [])
    .filter((task) => task.status !== undefined && task.status !== 0)
    .map((task) => {
      // eslint-disable-next-line no-control-regex
      const lines = trimmed((readOutput(task.hash) ?? '').replace(/\x1b\[[0-9;]*m/g, '').split('\n'));
      const tests = trimmed(failedTestBlocks(lines));
      const said = tests.length ? tests.slice(0, maxLines) : lines.slice(-maxLines);
      const whole = tests.length || lines.length;
      const cut = said.length < whole ? ` (${said.length} of ${whole} lines)` : '';
      return [`--- ${task.taskId} failed${cut} ---`, ...said].join('\n');
    })
    .join('\n\n');
}
