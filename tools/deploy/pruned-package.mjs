// The package.json and package-lock.json of a production bundle (dist/apps/<project>), written with
// Nx's own tooling: createPackageJson reads the project's npm dependencies, with their installed
// versions, from the project graph; createLockFile prunes the workspace lockfile to them. The graph
// also sees what only the build or the browser uses (esbuild, hls.js, storybook), so the list is cut
// to the packages the bundle's server files import, read from an esbuild metafile of those files. A
// package a bundle imports that the graph does not know, or that the build target's inputs do not name
// (externalDependencies in project.json, so a lockfile bump rebuilds only its users), is an error.
//   node tools/deploy/pruned-package.mjs <project> <bundle folder> "<start command>" <server files in it…>
// (the last step of `nx build share-web` and `nx build platform-api`).
import { builtinModules } from 'node:module';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { build } from 'esbuild';

const require = createRequire(import.meta.url);
const builtins = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));

/** The npm packages `files` import (statically, by dynamic import or by require of a string). */
async function importedPackages(files) {
  const { metafile } = await build({
    entryPoints: files,
    bundle: true,
    write: false,
    outdir: '/nonexistent',
    platform: 'node',
    format: 'esm',
    packages: 'external',
    metafile: true,
    logLevel: 'silent',
    allowOverwrite: true,
  });
  const packages = new Set();
  for (const output of Object.values(metafile.outputs))
    for (const { path: specifier, external } of output.imports) {
      if (!external || builtins.has(specifier) || specifier.startsWith('.')) continue;
      const parts = specifier.split('/');
      packages.add(specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]);
    }
  return [...packages].sort();
}

/**
 * Writes `outDir`/package.json and `outDir`/package-lock.json for `project`'s bundle, whose server
 * code is `serverFiles` (paths inside outDir). Returns the dependency names.
 */
async function writePrunedPackage({ project, outDir, serverFiles, start }) {
  // Loaded here: @nx/js pulls in much of Nx, which the rest of a build does not need.
  const { createProjectGraphAsync, workspaceRoot } = require('@nx/devkit');
  const { createLockFile, createPackageJson } = require('@nx/js');
  const graph = await createProjectGraphAsync({ exitOnError: true });
  const imported = await importedPackages(serverFiles.map((file) => path.join(outDir, file)));
  // The build's inputs name these packages (externalDependencies), not the whole lockfile: a bump of one
  // of them, or of what they depend on, rebuilds the bundle; a bump of any other package affects it not.
  const inputs = graph.nodes[project]?.data.targets?.build?.inputs ?? [];
  const named = new Set(inputs.flatMap((input) => input?.externalDependencies ?? []));
  const unnamed = imported.filter((name) => !named.has(name));
  if (unnamed.length)
    throw new Error(
      `${project}: the bundle imports ${unnamed.join(', ')}; add them to the externalDependencies of its build target's inputs (project.json)`,
    );
  // Packages the build brings in that no source file imports (styled-components is compiled into the
  // server build, its own dependencies stay imports of it): Nx's helper dependencies, as for tslib.
  const helperDependencies = imported
    .filter((name) => graph.externalNodes?.[`npm:${name}`])
    .map((name) => `npm:${name}`);
  const fromGraph = createPackageJson(project, graph, {
    target: 'build',
    isProduction: true,
    skipPackageManager: true,
    helperDependencies,
  });
  const missing = imported.filter((name) => !fromGraph.dependencies?.[name]);
  if (missing.length)
    throw new Error(`${project}: the bundle imports ${missing.join(', ')}, which the project graph does not list`);
  const dependencies = Object.fromEntries(imported.map((name) => [name, fromGraph.dependencies[name]]));
  const rootPackage = JSON.parse(readFileSync(path.join(workspaceRoot, 'package.json'), 'utf8'));
  const packageJson = {
    name: fromGraph.name,
    version: fromGraph.version ?? '0.0.0',
    private: true,
    ...(fromGraph.type ? { type: fromGraph.type } : {}),
    engines: rootPackage.engines,
    scripts: { start },
    dependencies,
  };
  const lockFile = createLockFile(packageJson, graph, 'npm');
  if (lockFile === readFileSync(path.join(workspaceRoot, 'package-lock.json'), 'utf8'))
    throw new Error(`${project}: Nx could not prune the lockfile`);
  // npm runs install scripts only of the packages the workspace allows; the same ones that are in this lockfile.
  const locked = JSON.parse(lockFile).packages;
  const allowScripts = Object.fromEntries(
    Object.entries(rootPackage.allowScripts ?? {}).filter(([name]) => locked[`node_modules/${name}`]),
  );
  if (Object.keys(allowScripts).length) packageJson.allowScripts = allowScripts;
  writeFileSync(path.join(outDir, 'package.json'), `${JSON.stringify(packageJson, null, 2)}\n`);
  writeFileSync(path.join(outDir, 'package-lock.json'), lockFile);
  return Object.keys(dependencies);
}

const [project, outDir, start, ...serverFiles] = process.argv.slice(2);
if (!project || !outDir || !start || serverFiles.length === 0) {
  console.error('usage: pruned-package.mjs <project> <bundle folder> "<start command>" <server files…>');
  process.exit(2);
}
const dependencies = await writePrunedPackage({ project, outDir: path.resolve(outDir), serverFiles, start });
console.log(`${project}: package.json and package-lock.json in ${outDir}, dependencies: ${dependencies.join(', ')}`);
