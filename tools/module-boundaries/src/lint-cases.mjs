// Lints source texts as if they stood at the given paths, with the workspace's ESLint config, and
// prints the module-boundary messages per case as JSON. Runs outside Jest, whose VM cannot load
// ESLint's ESM flat config.
import path from 'node:path';
import { ESLint } from 'eslint';

const root = path.resolve(import.meta.dirname, '../../..');
const cases = JSON.parse(process.argv[2]);
const eslint = new ESLint({ cwd: root });
const out = [];
// A case's `rule` names the rule whose messages it wants; the module-boundary rule by default.
for (const { file, code, rule = '@nx/enforce-module-boundaries' } of cases) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  out.push(result.messages.filter((m) => m.ruleId === rule).map((m) => m.message));
}
process.stdout.write(JSON.stringify(out));
