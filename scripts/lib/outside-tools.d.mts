/** The outside tools a test may spawn (scripts/lib/outside-tools.mjs). */
export type OutsideTool =
  'chromium' | 'chromium-headless-shell' | 'nginx' | 'java' | 'promtool' | 'prometheus' | 'bwrap' | 'kubectl';

/** A missing tool: its message names the tool and the script that installs it. */
export declare class MissingToolError extends Error {}

/** The tool's path; throws MissingToolError (one line) when it is not an executable file. */
export declare function requireTool(name: OutsideTool, env?: NodeJS.ProcessEnv): string;

/** How the tests and the benchmark start Debian's Chromium through Playwright (headless, offline). */
export declare const HEADLESS_CHROMIUM_ARGS: string[];
