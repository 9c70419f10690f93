import { parseAst } from 'rollup/parseAst';
import type { Rollup } from 'vite';
import { browserChunks } from './chunks';

const FRAMEWORK = ['framework-react', 'framework-router', 'framework-styled'] as const;
const APP = '/w/apps/share-web/app';
const ENTRY = '?__react-router-build-client-route';

interface TestModule {
  code: string;
  entry?: boolean;
  /** The modules whose code loads this one with import(). */
  dynamicImporters?: string[];
}

/** A route: React Router's entry for it (re-exporting the file) and the file. */
const route = (name: string, code: string): Record<string, TestModule> => ({
  [`${APP}/routes/${name}.tsx${ENTRY}`]: { code: `export { default } from '${APP}/routes/${name}.tsx';`, entry: true },
  [`${APP}/routes/${name}.tsx`]: { code },
});

/** A page of the feed, its lazy definition (one module per page) and what the page's code imports. */
const feedPage = (file: string, name: string, code: string): Record<string, TestModule> => ({
  [`/w/libs/feed/src/lib/lazy-pages/${file}.ts`]: {
    code: `import { lazyPage } from '/w/libs/ui/src/index.ts'; export const ${name} = lazyPage(() => import('/w/libs/feed/src/lib/${file}.tsx'));`,
  },
  [`/w/libs/feed/src/lib/${file}.tsx`]: {
    code,
    dynamicImporters: [`/w/libs/feed/src/lib/lazy-pages/${file}.ts`],
  },
});

/** A build as Rollup describes it to manualChunks (imports name module ids). */
const MODULES: Record<string, TestModule> = {
  [`${APP}/root.tsx${ENTRY}`]: { code: `export { default } from '${APP}/root.tsx';`, entry: true },
  [`${APP}/root.tsx`]: {
    code: "import { Frame, lazyPage } from '/w/libs/ui/src/index.ts'; export default function Root() { return Frame(lazyPage); }",
  },
  '/w/libs/ui/src/index.ts': {
    code: "export { Frame } from '/w/libs/ui/src/lib/frame.tsx'; export { lazyPage } from '/w/libs/ui/src/lib/lazy-page.ts';",
  },
  '/w/libs/ui/src/lib/frame.tsx': { code: 'export function Frame() { return 1; }' },
  '/w/libs/ui/src/lib/lazy-page.ts': { code: 'export function lazyPage(load) { return load; }' },
  ...route(
    'home',
    "import { HomePage } from '/w/libs/feed/src/index.ts'; export default function Home() { return HomePage; }",
  ),
  ...route(
    'search',
    "import { SearchPage } from '/w/libs/feed/src/index.ts'; export default function Search() { return SearchPage; }",
  ),
  ...route(
    'clue',
    `import { recordMeta } from '${APP}/lib/record-meta.ts'; export default function Clue() { return recordMeta(); }`,
  ),
  ...route(
    'dejin',
    `import { recordMeta } from '${APP}/lib/record-meta.ts'; export default function Dejin() { return recordMeta(); }`,
  ),
  [`${APP}/lib/record-meta.ts`]: { code: 'export function recordMeta() { return 2; }' },
  '/w/libs/feed/src/index.ts': {
    code: "export { HomePage, SearchPage } from '/w/libs/feed/src/lib/lazy-pages/index.ts';",
  },
  '/w/libs/feed/src/lib/lazy-pages/index.ts': {
    code: "export { HomePage } from '/w/libs/feed/src/lib/lazy-pages/home/home-page.ts'; export { SearchPage } from '/w/libs/feed/src/lib/lazy-pages/search/search-page.ts';",
  },
  ...feedPage(
    'home/home-page',
    'HomePage',
    "import { FeedBlocks } from '/w/libs/feed/src/lib/feed-blocks.tsx'; import { GroupTabs } from '/w/libs/feed/src/lib/home/group-tabs.tsx'; import { PageBlocks } from '/w/libs/ui/src/lib/page-blocks.tsx'; export function HomePage() { return [FeedBlocks(), GroupTabs(), PageBlocks()]; }",
  ),
  ...feedPage(
    'search/search-page',
    'SearchPage',
    "import { FeedBlocks } from '/w/libs/feed/src/lib/feed-blocks.tsx'; export function SearchPage() { return FeedBlocks(); }",
  ),
  '/w/libs/feed/src/lib/feed-blocks.tsx': { code: 'export function FeedBlocks() { return 3; }' },
  // The login page (outside the feed) shares the page blocks with the home page.
  ...route(
    'auth',
    "import { AuthPage } from '/w/libs/auth/feature/src/lib/lazy-pages/auth-page.ts'; export default function Auth() { return AuthPage; }",
  ),
  '/w/libs/auth/feature/src/lib/lazy-pages/auth-page.ts': {
    code: "import { lazyPage } from '/w/libs/ui/src/index.ts'; export const AuthPage = lazyPage(() => import('/w/libs/auth/feature/src/lib/auth/auth-page.tsx'));",
  },
  '/w/libs/auth/feature/src/lib/auth/auth-page.tsx': {
    code: "import { PageBlocks } from '/w/libs/ui/src/lib/page-blocks.tsx'; export function AuthPage() { return PageBlocks(); }",
    dynamicImporters: ['/w/libs/auth/feature/src/lib/lazy-pages/auth-page.ts'],
  },
  '/w/libs/ui/src/lib/page-blocks.tsx': { code: 'export function PageBlocks() { return 5; }' },
  '/w/libs/feed/src/lib/home/group-tabs.tsx': { code: 'export function GroupTabs() { return 4; }' },
};

function manualChunks(modules: Record<string, TestModule>): (id: string) => string | null | undefined {
  const getModuleInfo = (id: string) => {
    const module = modules[id];
    if (!module) return null;
    const ast = parseAst(module.code);
    const importedIds = [
      ...new Set(ast.body.flatMap((node) => ('source' in node && node.source ? [String(node.source.value)] : []))),
    ];
    return {
      id,
      code: module.code,
      ast,
      importedIds,
      isExternal: false,
      isEntry: Boolean(module.entry),
      dynamicImporters: module.dynamicImporters ?? [],
    } as unknown as Rollup.ModuleInfo;
  };
  const chunkOf = browserChunks(FRAMEWORK);
  const meta = {
    getModuleIds: () => Object.keys(modules)[Symbol.iterator](),
    getModuleInfo,
  } as unknown as Rollup.ManualChunkMeta;
  return (id) => chunkOf(id, meta) as string | null | undefined;
}

describe('browserChunks', () => {
  const chunkOf = manualChunks(MODULES);

  it("puts each page route's module, and React Router's entry for it, in a chunk named after its file", () => {
    expect(chunkOf(`${APP}/routes/home.tsx`)).toBe('home');
    expect(chunkOf(`${APP}/routes/home.tsx${ENTRY}`)).toBe('home');
    expect(chunkOf(`${APP}/routes/search.tsx${ENTRY}`)).toBe('search');
  });

  it("gives a route's chunk its own lazy page's definition and no other page's", () => {
    expect(chunkOf('/w/libs/feed/src/lib/lazy-pages/home/home-page.ts')).toBe('home');
    expect(chunkOf('/w/libs/feed/src/lib/lazy-pages/search/search-page.ts')).toBe('search');
  });

  it('puts what only routes share in a chunk of its own, named after its module', () => {
    expect(chunkOf(`${APP}/lib/record-meta.ts`)).toBe('record-meta');
  });

  it("puts the home page's code with what it shares with the feed's other pages in 'home-page'", () => {
    expect(chunkOf('/w/libs/feed/src/lib/home/home-page.tsx')).toBe('home-page');
    expect(chunkOf('/w/libs/feed/src/lib/home/group-tabs.tsx')).toBe('home-page');
    expect(chunkOf('/w/libs/feed/src/lib/feed-blocks.tsx')).toBe('home-page');
    // Another feed page is its own lazy chunk (Rollup's), which imports the home page's.
    expect(chunkOf('/w/libs/feed/src/lib/search/search-page.tsx')).toBeUndefined();
  });

  it("leaves what a page outside the feed shares with the home page out of 'home-page' (the login page never loads it)", () => {
    expect(chunkOf('/w/libs/ui/src/lib/page-blocks.tsx')).toBeUndefined();
  });

  it("keeps the root's code in 'root'", () => {
    expect(chunkOf(`${APP}/root.tsx`)).toBe('root');
    expect(chunkOf('/w/libs/ui/src/lib/frame.tsx')).toBe('root');
    expect(chunkOf('/w/libs/ui/src/lib/lazy-page.ts')).toBe('root');
  });
});
