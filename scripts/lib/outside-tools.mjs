// The outside tools the tests spawn, checked before anything starts: a missing one is one line
// naming it and the script that installs it, at once, never a hang, a skip or a stack trace.
// CI runs scripts/ensure-prerequisites.sh first; on a laptop the line says to run it.
import { accessSync, constants } from 'node:fs';
import path from 'node:path';

/** Each tool: the variable that may point at it, where it is found otherwise, and its name for the script. */
const TOOLS = {
  // The browser the bench measures speed in (Lighthouse, compare-loads, trace-tasks).
  chromium: { variable: 'CHROME_PATH', file: '/usr/bin/chromium', install: 'chromium' },
  // The browser tests' (Lighthouse's audits included) and the visual check's: Chromium's headless
  // shell, the same Blink without the browser's own UI (what Playwright itself runs for headless
  // tests), from the same Debian source.
  'chromium-headless-shell': {
    variable: 'CHROME_HEADLESS_SHELL',
    file: '/usr/bin/chromium-headless-shell',
    install: 'chromium',
  },
  nginx: { variable: 'NGINX', file: '/usr/sbin/nginx', install: 'nginx' },
  java: { command: 'java', install: 'java' },
  promtool: { command: 'promtool', install: 'prometheus' },
  prometheus: { command: 'prometheus', install: 'prometheus' },
  bwrap: { command: 'bwrap', install: 'bubblewrap' },
  kubectl: { command: 'kubectl', install: 'kubectl' },
};

/**
 * How the tests and the benchmark start Debian's Chromium through Playwright: headless, no sandbox
 * (a container's root), and nothing that reaches the network on its own (QUIC, component updates,
 * sync, background requests).
 */
export const HEADLESS_CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A missing tool: the message is the whole story, so the stack is left out of what runners print. */
export class MissingToolError extends Error {
  constructor(message) {
    super(message);
    this.stack = `${this.name}: ${message}`;
  }
}
MissingToolError.prototype.name = 'MissingToolError';

const executable = (file) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/**
 * The path of `name` (a key of TOOLS), from its variable when set, else its usual place or PATH.
 * Throws MissingToolError when it is not an executable file there.
 */
export function requireTool(name, env = process.env) {
  const tool = TOOLS[name];
  if (!tool) throw new Error(`requireTool: unknown tool '${name}' (${Object.keys(TOOLS).join(' ')})`);
  const given = tool.variable ? env[tool.variable] : undefined;
  let found = given ?? tool.file;
  if (!found) {
    const dirs = (env.PATH ?? '').split(path.delimiter).filter(Boolean);
    found = dirs.map((dir) => path.join(dir, tool.command)).find(executable);
  }
  if (found && executable(found)) return found;
  const where = found ? `at ${found}` : 'on PATH';
  throw new MissingToolError(
    `${name} not found ${where}: install it with \`bash scripts/ensure-prerequisites.sh ${tool.install}\`` +
      (given ? ` or set ${tool.variable} to its path` : ''),
  );
}
