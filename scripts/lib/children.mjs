// The processes a script starts (scale, size, bundle-install), stopped on every way out: a failure,
// Ctrl-C, SIGTERM, SIGHUP, or the script's own exit. Each child is the leader of its own process
// group, so what it starts in turn (nginx's workers, a wrapper's node) is stopped with it.
import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/** An error whose message is the whole story: printed as one line, without a stack. */
export class OneLineError extends Error {}

/** Throws OneLineError unless `file` is an executable: `what` is missing, `hint` says how to get it. */
export function requireExecutable(file, what, hint) {
  try {
    accessSync(file, constants.X_OK);
  } catch {
    throw new OneLineError(`${what} not found at ${file}: ${hint}`);
  }
}

/** One line for an error a script stops on: the message of an OneLineError or a start failure, else the stack. */
export function describeFailure(error) {
  return error instanceof OneLineError ? error.message : (error?.stack ?? String(error));
}

const signalGroup = (child, signal) => {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // the group has already gone
  }
};

/**
 * The children of one script. `start` spawns one in its own process group; a spawn that fails (no
 * such file) rejects `child.started` instead of throwing from an event. `stopAll` ends every group
 * (`gentle` ones with SIGTERM first: nginx's master stops its workers on it) and waits for the exits.
 */
export function createChildren() {
  const children = new Set();
  const start = (command, args, options = {}) => {
    const child = spawn(command, args, { ...options, detached: true });
    children.add(child);
    child.gentle = Boolean(options.gentle);
    child.started = new Promise((resolve, reject) => {
      child.once('spawn', resolve);
      child.once('error', (error) => {
        children.delete(child);
        reject(new OneLineError(`${command}: ${error.code === 'ENOENT' ? 'not found' : error.message}`));
      });
    });
    // Handled by whoever awaits it; without a waiter a failed spawn is no unhandled rejection.
    child.started.catch(() => undefined);
    child.once('exit', () => children.delete(child));
    return child;
  };
  const running = () =>
    [...children].filter((child) => child.pid && child.exitCode === null && child.signalCode === null);
  const stopAll = async (timeoutMs = 5000) => {
    const list = running();
    const exits = list.map((child) => new Promise((resolve) => child.once('exit', resolve)));
    for (const child of list) signalGroup(child, child.gentle ? 'SIGTERM' : 'SIGKILL');
    await Promise.race([Promise.all(exits), new Promise((resolve) => setTimeout(resolve, timeoutMs))]);
    // Whatever is left of a group (a worker whose master died, a grandchild): killed outright.
    for (const child of list) signalGroup(child, 'SIGKILL');
  };
  // Last resort on any exit path (process.exit included): synchronous, so only signals.
  process.once('exit', () => {
    for (const child of children) if (child.pid) signalGroup(child, 'SIGKILL');
  });
  return { start, stopAll, running };
}

/** Stops `children` (and runs `cleanup`) on Ctrl-C, SIGTERM and SIGHUP, then exits 128 + the signal's number. */
export function stopOnSignals(children, cleanup = () => undefined) {
  const numbers = { SIGHUP: 1, SIGINT: 2, SIGTERM: 15 };
  for (const [signal, number] of Object.entries(numbers)) {
    process.once(signal, () => {
      console.error(`${signal}: stopping what this script started`);
      children
        .stopAll()
        .then(cleanup)
        .finally(() => process.exit(128 + number));
    });
  }
}

/**
 * Waits until `url` answers 2xx from `child`, started by createChildren: the child must still run a
 * moment after the answer (a process already on the port answers too, while the child exits on
 * EADDRINUSE). One line when the child exits first or `timeoutMs` passes, ending with `hint` (where
 * its log is); `exitDetail()` adds what the child left (its log's text) when it exited. Resolves to
 * when the answer came (performance.now()).
 */
export async function waitForAnswer(url, child, { timeoutMs = 60_000, hint = '', exitDetail } = {}) {
  await child.started;
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited()) throw new OneLineError(`${url}: its process exited${hint}${exitDetail ? `:\n${exitDetail()}` : ''}`);
    try {
      if ((await fetch(url)).ok) {
        const answeredAt = performance.now();
        await sleep(200);
        if (!exited()) return answeredAt;
        continue;
      }
    } catch {
      // not up yet
    }
    await sleep(100);
  }
  throw new OneLineError(`${url} did not answer within ${timeoutMs / 1000} s${hint}`);
}
