// The typecheck executor: tsc --noEmit over a project's tsconfig.json, through the TypeScript API,
// reporting the errors of the project's own files.
//
// Why not one `tsc` per project: each `tsc -p` parsed and bound its 350–1,200 files (the DOM and
// Node types, React's, every library it imports by path) and checked all of them, so the 29 projects
// cost 527 s of task time in a clean CI run, most of it the same files again. Here every project
// still gets its own program, with its own compiler options, and fails for an error in its own files
// only (an imported library's files are that library's check); in a batch (Nx runs every typecheck
// task of a run in one process: `preferBatch`) the programs of a worker thread share the parsed
// files, a thread per core (batch-workers.cjs). All 29 projects on one thread: 92 s and 2.0 GB.
//
// CommonJS: Nx loads executors with require() and this workspace registers no transpiler for them.
const { execFileSync } = require('node:child_process');
const path = require('node:path');
const ts = require('typescript');
const { runBatch, serveJobs } = require('../batch-workers.cjs');

/**
 * A checker whose programs share their parsed source files. A file is parsed once for each way a
 * program may need it parsed (language version, module format, JSX and module detection), as the
 * TypeScript language service's document registry shares files between projects.
 */
function createChecker(workspaceRoot) {
  const parsed = new Map();
  const formatHost = {
    getCanonicalFileName: (fileName) => fileName,
    getCurrentDirectory: () => workspaceRoot,
    getNewLine: () => '\n',
  };

  /** The diagnostics of the project at `projectRoot` (its own files), formatted as tsc prints them. */
  function check(projectRoot, tsConfig) {
    const dir = path.resolve(workspaceRoot, projectRoot);
    const configErrors = [];
    const config = ts.getParsedCommandLineOfConfigFile(
      path.join(dir, tsConfig),
      {},
      { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (diagnostic) => configErrors.push(diagnostic) },
    );
    if (!config) return { errors: configErrors.length, output: ts.formatDiagnostics(configErrors, formatHost) };
    const options = { ...config.options, noEmit: true };
    const host = ts.createCompilerHost(options);
    const readSourceFile = host.getSourceFile.bind(host);
    const parseKey = `${options.jsx}|${options.moduleDetection}`;
    host.getSourceFile = (fileName, languageVersionOrOptions, onError, shouldCreateNewSourceFile) => {
      const key = `${fileName}|${JSON.stringify(languageVersionOrOptions)}|${parseKey}`;
      let file = shouldCreateNewSourceFile ? undefined : parsed.get(key);
      if (!file) {
        file = readSourceFile(fileName, languageVersionOrOptions, onError, shouldCreateNewSourceFile);
        if (file) parsed.set(key, file);
      }
      return file;
    };
    const program = ts.createProgram({
      rootNames: config.fileNames,
      options,
      host,
      projectReferences: config.projectReferences,
    });
    const own = program.getSourceFiles().filter((file) => file.fileName.startsWith(`${dir}${path.sep}`));
    const diagnostics = [
      ...config.errors,
      ...program.getOptionsDiagnostics(),
      ...program.getGlobalDiagnostics(),
      ...own.flatMap((file) => [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)]),
    ];
    const errors = diagnostics.filter((diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error).length;
    if (diagnostics.length === 0) return { errors: 0, output: '' };
    const files = new Set(diagnostics.map((diagnostic) => diagnostic.file?.fileName).filter(Boolean)).size;
    return {
      errors,
      output: `${ts.formatDiagnosticsWithColorAndContext(diagnostics, formatHost)}\nFound ${errors} error${
        errors === 1 ? '' : 's'
      } in ${files} file${files === 1 ? '' : 's'}.\n`,
    };
  }
  return { check };
}

/** Runs the task's `before` command in the project's root, with the workspace's tools on the PATH. */
function runBefore(command, cwd, workspaceRoot) {
  const env = {
    ...process.env,
    PATH: `${path.join(workspaceRoot, 'node_modules/.bin')}${path.delimiter}${process.env.PATH}`,
  };
  try {
    return { ok: true, output: execFileSync('sh', ['-c', command], { cwd, env, encoding: 'utf8', stdio: 'pipe' }) };
  } catch (error) {
    return { ok: false, output: `${error.stdout ?? ''}${error.stderr ?? ''}${command} failed: ${error.message}\n` };
  }
}

/** One project's check: its `before` command, then its own files. */
function checkProject(checker, options, projectRoot, workspaceRoot) {
  let output = '';
  if (options.before) {
    const before = runBefore(options.before, path.resolve(workspaceRoot, projectRoot), workspaceRoot);
    output += before.output;
    if (!before.ok) return { success: false, terminalOutput: output };
  }
  const result = checker.check(projectRoot, options.tsConfig ?? 'tsconfig.json');
  return { success: result.errors === 0, terminalOutput: output + result.output };
}

/** One project (nx run PROJECT:typecheck outside a batch). */
async function typecheck(options, context) {
  const projectRoot = context.projectsConfigurations.projects[context.projectName].root;
  const result = checkProject(createChecker(context.root), options, projectRoot, context.root);
  process.stdout.write(result.terminalOutput);
  return { success: result.success };
}

/**
 * Every typecheck task of a run, each task's result reported as it ends: a worker thread per core
 * (batch-workers.cjs), whose programs share their parsed files.
 */
function typecheckBatch(taskGraph, inputs, _overrides, context) {
  return runBatch(__filename, taskGraph, context, (task) => ({ options: inputs[task.id] }));
}

// A batch's worker thread: one checker, for the tasks it is sent.
serveJobs((workspaceRoot) => {
  const checker = createChecker(workspaceRoot);
  return ({ options, projectRoot }) => checkProject(checker, options, projectRoot, workspaceRoot);
});

module.exports = { typecheck, typecheckBatch };
