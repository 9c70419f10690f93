import { parseAst } from 'rollup/parseAst';
import type { Rollup } from 'vite';
import { moduleUsage } from './module-usage';

/** A build of the given modules (id → source; imports name other ids as './id'), as Rollup describes it to manualChunks. */
function build(modules: Record<string, string>): Rollup.GetModuleInfo {
  return (id) => {
    const code = modules[id];
    if (code === undefined) return null;
    const ast = parseAst(code);
    const importedIds = [
      ...new Set(
        ast.body.flatMap((node) =>
          'source' in node && node.source ? [String(node.source.value).replace('./', '')] : [],
        ),
      ),
    ];
    return {
      id,
      code,
      ast,
      importedIds,
      isExternal: false,
      dynamicImporters: [],
      isEntry: false,
    } as unknown as Rollup.ModuleInfo;
  };
}

const MODULES = {
  page: "import { Header, shade } from './ui'; import { title } from './strings'; export default function Page() { return Header(title); }",
  // A design system's index: it only re-exports.
  ui: "export { Header } from './header'; export * from './colors';",
  header:
    "import { tint } from './colors'; export function Header(text) { return text + tint; } Header.displayName = 'Header';",
  colors:
    "import { contrast } from './contrast'; export const tint = 'rgba(0,0,0,.1)'; export function shade(hex) { return contrast(hex); }",
  contrast: 'export function contrast(hex) { return hex; }',
  strings: "export const title = 'Title'; export const other = 'Other';",
  lazy: "import { shade } from './ui'; export default function Lazy() { return shade('#fff'); }",
};

describe('moduleUsage', () => {
  it('follows the names a module uses, through re-exports, not every import it has', () => {
    const usage = moduleUsage(build(MODULES));
    // page imports shade but never calls it: contrast's code does not run.
    expect([...usage.usedBy('page')].sort()).toEqual(['colors', 'header', 'page', 'strings']);
    expect([...usage.usedBy('lazy')].sort()).toEqual(['colors', 'contrast', 'lazy']);
  });

  it('gives each module the modules its used code imports from, past the re-exporting index', () => {
    const usage = moduleUsage(build(MODULES));
    usage.usedBy('page');
    expect(usage.dependencies.get('page')).toEqual(new Set(['header', 'strings']));
    expect(usage.dependencies.get('header')).toEqual(new Set(['colors']));
    expect(usage.dependencies.has('colors')).toBe(false);
    // Once another entry uses shade, colors' code imports contrast: whatever chunk colors goes to needs it.
    usage.usedBy('lazy');
    expect(usage.dependencies.get('colors')).toEqual(new Set(['contrast']));
  });

  it('neither lists nor follows a module it is told to skip (the framework)', () => {
    const usage = moduleUsage(build(MODULES), (id) => id === 'header');
    expect([...usage.usedBy('page')].sort()).toEqual(['page', 'strings']);
  });
});
