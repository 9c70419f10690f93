// The lint executor: ESLint over a project's files with the workspace's eslint.config.mjs, as
// `eslint .` run in the project's root does, through ESLint's Node API.
//
// Why not one `eslint` per project: each process loaded ESLint, the config's plugins and the module
// boundaries rule's project graph before it read a file, about 4 s of CPU, so the 30 projects cost
// about 130 s of task time in a clean CI run where one ESLint linting every file took 26 s of CPU. Here
// every project is still its own task (cached, reported and failed on its own), and in a batch (Nx
// runs every lint task of a run in one process: `preferBatch`) the tasks share an ESLint per core,
// each in a worker thread (batch-workers.cjs).
//
// CommonJS: Nx loads executors with require() and this workspace registers no transpiler for them.
const path = require('node:path');
const { ESLint } = require('eslint');
const { runBatch, serveJobs } = require('../batch-workers.cjs');

/**
 * An ESLint for the workspace (the root's flat config, paths relative to the root) and the report's
 * formatter, loaded once for every project it lints.
 */
function createLinter(workspaceRoot) {
  const eslint = new ESLint({ cwd: workspaceRoot });
  return { eslint, formatter: eslint.loadFormatter('stylish') };
}

/**
 * One project's lint: its files (`patterns`, relative to its root, as `eslint` takes them there),
 * reported as `eslint` reports them; it fails for an error, not for a warning, and an exception (a
 * pattern that matches no file, a broken config) is a failure with its message.
 */
async function lintProject({ eslint, formatter }, projectRoot, patterns) {
  try {
    const results = await eslint.lintFiles(patterns.map((pattern) => path.join(projectRoot, pattern)));
    const errors = results.reduce((sum, result) => sum + result.errorCount, 0);
    return { success: errors === 0, terminalOutput: await (await formatter).format(results) };
  } catch (error) {
    return { success: false, terminalOutput: `${error instanceof Error ? error.message : String(error)}\n` };
  }
}

const patternsOf = (options) => options.lintFilePatterns ?? ['.'];

/** One project (nx run PROJECT:lint outside a batch). */
async function lint(options, context) {
  const projectRoot = context.projectsConfigurations.projects[context.projectName].root;
  const result = await lintProject(createLinter(context.root), projectRoot, patternsOf(options));
  process.stdout.write(result.terminalOutput);
  return { success: result.success };
}

/** Every lint task of a run, each task's result reported as it ends (batch-workers.cjs: one thread per core). */
function lintBatch(taskGraph, inputs, _overrides, context) {
  return runBatch(__filename, taskGraph, context, (task) => ({ patterns: patternsOf(inputs[task.id]) }));
}

// A batch's worker thread: its own ESLint, for the tasks it is sent.
serveJobs((workspaceRoot) => {
  const linter = createLinter(workspaceRoot);
  return ({ projectRoot, patterns }) => lintProject(linter, projectRoot, patterns);
});

module.exports = { lint, lintBatch };
