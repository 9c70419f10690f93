/**
 * The browser's chunks. Every page loads the root route, so the code the root route uses (its
 * services, providers, the design system's frame) is one chunk with it; Rollup alone would split it
 * into many small files by the other routes that use each module, and small files cost requests and
 * compress worse. React with React DOM, React Router and styled-components are three chunks of their
 * own (the framework chunks, `framework-*`), which a deploy of the site's code does not change: three,
 * not one, so the page's loader can evaluate each in a task of its own (app/lib/deferred-scripts.ts;
 * together they took 15 ms of CPU in one task). The rest (each page's own code, code loaded on demand)
 * is chunked by Rollup.
 */
import type { Plugin, Rollup } from 'vite';
import { FRAMEWORK_CHUNKS } from './app/lib/framework-chunks';

/** Which framework chunk a library's modules go to (in FRAMEWORK_CHUNKS' order of evaluation). */
const FRAMEWORK: Array<[RegExp, (typeof FRAMEWORK_CHUNKS)[number]]> = [
  [/\/node_modules\/(react|react-dom|scheduler)\//, 'framework-react'],
  [/\/node_modules\/(react-router|@react-router)\//, 'framework-router'],
  // stylis-without-prefixer.ts: stylis as styled-components gets it in the browser (vite-styled-components.ts).
  [/\/node_modules\/(styled-components|stylis)\/|\/apps\/share-web\/stylis-without-prefixer\.ts$/, 'framework-styled'],
];
const frameworkChunkOf = (id: string) => FRAMEWORK.find(([pattern]) => pattern.test(id))?.[1];
/**
 * Modules the root's code imports when it first needs them, each a chunk of its own: left to Rollup,
 * its merging of small chunks put code that pages need at once into them (the chunks every page's
 * code shares), and the first load then fetched them all the same.
 */
const ON_DEMAND: Array<[RegExp, string]> = [
  [/\/libs\/contract\/src\/(lib\/api\/)?routes\.ts$/, 'api-runtime'],
  [/\/libs\/api-client\/src\/lib\/(browser-calls|api-client|endpoint-call|request-id)\.ts$/, 'api-runtime'],
  [/\/libs\/api-client\/src\/lib\/app-info-content\.ts$/, 'app-info-parser'],
  // The session's flows, and uuid (the start-up's device id, the calls' request ids, the tracker's
  // ids) with them, as every page loads them after hydration: left to Rollup, uuid joined the
  // tracking runtime. The chunk is named after the flows' module (the browser tests find it so).
  [/\/libs\/auth\/src\/lib\/auth-flows\.ts$/, 'auth-flows'],
  [/\/node_modules\/uuid\//, 'auth-flows'],
  [/\/app\/lib\/page-runtime\.ts$/, 'page-runtime'],
  [/\/libs\/open-app\/src\/lib\/wx-open-launch-app\.tsx$/, 'wx-open-launch-app'],
];
const onDemandChunkOf = (id: string) => ON_DEMAND.find(([pattern]) => pattern.test(id))?.[1];
/** Rollup's helpers for CommonJS modules, which React and React DOM are: framework code too. */
const COMMONJS_HELPERS = '\0commonjsHelpers.js';
const ROOT_ROUTE = /\/app\/root\.tsx$/;

/** What a module imports and re-exports, by name (from its syntax tree; TypeScript is already stripped). */
interface ModuleLinks {
  /** Whether the module has code of its own (anything but imports and re-exports). */
  hasCode: boolean;
  /** The modules and names its own code imports ('*': all of it). */
  imports: Array<[string, string]>;
  /** Names it re-exports from another module. */
  reexports: Map<string, [string, string]>;
  /** Modules it re-exports everything of (export * from). */
  stars: string[];
}

interface Node {
  type: string;
  source?: { value: unknown } | null;
  specifiers?: Array<{ type: string; imported?: { name?: string; value?: unknown }; local?: { name?: string }; exported?: { name?: string; value?: unknown } }>;
  exported?: { name?: string; value?: unknown } | null;
}

const nameOf = (node?: { name?: string; value?: unknown }) => node?.name ?? String(node?.value);

function linksOf(info: Rollup.ModuleInfo): ModuleLinks {
  const body = ((info.ast as unknown as { body?: Node[] } | null)?.body ?? null) as Node[] | null;
  if (!body) return { hasCode: true, imports: info.importedIds.map((id) => [id, '*']), reexports: new Map(), stars: [] };
  // Rollup lists a module's imported ids in the order their sources first appear.
  const sources: string[] = [];
  for (const node of body) {
    const source = node.source?.value;
    if (typeof source === 'string' && !sources.includes(source)) sources.push(source);
  }
  const idOf = (node: Node) => info.importedIds[sources.indexOf(String(node.source?.value))];
  const links: ModuleLinks = { hasCode: false, imports: [], reexports: new Map(), stars: [] };
  for (const node of body) {
    if (node.type === 'ImportDeclaration') {
      const id = idOf(node);
      if (!id) continue;
      if (!node.specifiers?.length) links.imports.push([id, '*']);
      for (const specifier of node.specifiers ?? []) {
        const name = specifier.type === 'ImportSpecifier' ? nameOf(specifier.imported) : specifier.type === 'ImportDefaultSpecifier' ? 'default' : '*';
        links.imports.push([id, name]);
      }
    } else if (node.type === 'ExportNamedDeclaration' && node.source) {
      const id = idOf(node);
      for (const specifier of node.specifiers ?? []) if (id) links.reexports.set(nameOf(specifier.exported), [id, nameOf(specifier.local)]);
    } else if (node.type === 'ExportAllDeclaration') {
      const id = idOf(node);
      if (id && node.exported) links.reexports.set(nameOf(node.exported), [id, '*']);
      else if (id) links.stars.push(id);
    } else if (node.type !== 'EmptyStatement') {
      links.hasCode = true;
    }
  }
  return links;
}

/** The modules whose code the root route runs, following each imported name through re-exports. */
function modulesUsedBy(root: string, getModuleInfo: Rollup.GetModuleInfo): Set<string> {
  const used = new Set<string>();
  const seen = new Set<string>();
  const links = new Map<string, ModuleLinks | null>();
  const linksFor = (id: string) => {
    if (!links.has(id)) {
      const info = getModuleInfo(id);
      links.set(id, info && !info.isExternal && !frameworkChunkOf(id) ? linksOf(info) : null);
    }
    return links.get(id) ?? null;
  };
  const queue: Array<[string, string]> = [[root, '*']];
  for (let next = queue.pop(); next; next = queue.pop()) {
    const [id, name] = next;
    const key = `${id}\0${name}`;
    const module = seen.has(key) ? null : linksFor(id);
    seen.add(key);
    if (!module) continue;
    const reexport = name === '*' ? undefined : module.reexports.get(name);
    if (reexport) {
      queue.push(reexport);
      continue;
    }
    if (name === '*') {
      queue.push(...module.reexports.values(), ...module.stars.map((star): [string, string] => [star, '*']));
    } else if (!module.hasCode) {
      queue.push(...module.stars.map((star): [string, string] => [star, name]));
      continue;
    }
    if (module.hasCode && !used.has(id)) {
      used.add(id);
      queue.push(...module.imports);
    }
  }
  return used;
}

export function browserChunks(): Rollup.GetManualChunk {
  let rootModules: Set<string> | null = null;
  return (id, { getModuleIds, getModuleInfo }) => {
    const framework = id === COMMONJS_HELPERS ? 'framework-react' : frameworkChunkOf(id);
    if (framework) return framework;
    const onDemand = onDemandChunkOf(id);
    if (onDemand) return onDemand;
    if (!rootModules) {
      const root = [...getModuleIds()].find((moduleId) => ROOT_ROUTE.test(moduleId));
      rootModules = root ? modulesUsedBy(root, getModuleInfo) : new Set();
    }
    return rootModules.has(id) ? 'root' : undefined;
  };
}

/**
 * V8's explicit compile hint (Chromium 136 and later; other engines ignore the comment): every
 * function of a script whose first line it is gets compiled eagerly, when the script is compiled,
 * instead of lazily when first called. React DOM's client is mostly called while the page
 * hydrates, and its lazy compilation made evaluating its chunk the longest task after the first
 * paint; the work is now a compile task of its own (on the main thread: the page's loader
 * preloads and imports its modules, and Chromium did not stream them here) and a shorter
 * evaluation, and less of it in all. Interleaved loads of the seeded article (9 each, this 2-core
 * machine, main-thread CPU time): the longest task after the first paint 30.7 -> 23.9 ms and the
 * main thread's CPU over the whole load 451 -> 419 ms. Only on the framework chunks: on all the
 * first-load chunks it was worse (32.5 ms, 497 ms).
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Puts the compile hint on the first line of each framework chunk. After the minifier (which
 * drops the comment) and before Rollup hashes the chunk's name, so the name covers it.
 */
export function frameworkCompileHints(): Plugin {
  const framework = new Set<string>(FRAMEWORK_CHUNKS);
  return {
    name: 'share-web:framework-compile-hints',
    apply: 'build',
    renderChunk: {
      order: 'post',
      handler(code, chunk) {
        return framework.has(chunk.name) ? { code: `${COMPILE_HINT}\n${code}`, map: null } : null;
      },
    },
  };
}
