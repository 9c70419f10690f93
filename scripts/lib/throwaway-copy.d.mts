// Types of throwaway-copy.mjs for the workspace's tests.
/** The workspace's root. */
export declare const root: string;
/** The environment the copy's commands run with (no NX_ variable of the test's own run). */
export declare const env: NodeJS.ProcessEnv;
export interface ThrowawayCopy {
  dir: string;
  git: (...args: string[]) => string;
  /** Runs the copy's own `nx` with `args` and returns what it printed. */
  nx: (...args: string[]) => string;
  remove: () => void;
}
export declare function throwawayCopy(prefix: string): ThrowawayCopy;
