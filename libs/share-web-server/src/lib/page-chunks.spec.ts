import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pageChunkResolver, pageChunksOf, type ViteManifest } from './page-chunks';

/** A client build's manifest as Vite writes it: keys and sources relative to apps/share-web. */
const MANIFEST: ViteManifest = {
  '_framework-react-A.js': { file: 'assets/framework-react-A.js' },
  '_root-B.js': { file: 'assets/root-B.js', imports: ['_framework-react-A.js'] },
  '_swr-hooks-C.js': { file: 'assets/swr-hooks-C.js', imports: ['_framework-react-A.js', '_root-B.js'] },
  '_content-card-D.js': { file: 'assets/content-card-D.js', imports: ['_root-B.js', '_feed-data-E.js'] },
  '_feed-data-E.js': { file: 'assets/feed-data-E.js', imports: ['_root-B.js', '_content-card-D.js'] },
  '../../libs/content-detail/src/lib/content-detail-page.tsx': {
    file: 'assets/content-detail-page-F.js',
    src: '../../libs/content-detail/src/lib/content-detail-page.tsx',
    isDynamicEntry: true,
    imports: ['_framework-react-A.js', '_root-B.js', '_swr-hooks-C.js', '_content-card-D.js'],
  },
  '../../libs/content-detail/src/lib/special-page.tsx': {
    file: 'assets/special-page-G.js',
    src: '../../libs/content-detail/src/lib/special-page.tsx',
    isDynamicEntry: true,
    imports: ['_root-B.js'],
  },
  'app/components/error-screen.tsx': {
    file: 'assets/error-screen-H.js',
    src: 'app/components/error-screen.tsx',
    isDynamicEntry: true,
    imports: ['_root-B.js'],
  },
  // Pages whose chunk Rollup merged a small chunk into: keyed by file, named by the module.
  '_home-page-I.js': {
    file: 'assets/home-page-I.js',
    name: 'home-page',
    isDynamicEntry: true,
    imports: ['_root-B.js'],
  },
  '_pages-J.js': { file: 'assets/pages-J.js', name: 'pages', isDynamicEntry: true },
  '_pages-K.js': { file: 'assets/pages-K.js', name: 'pages', isDynamicEntry: true },
};

describe('pageChunkResolver', () => {
  const resolve = pageChunkResolver(MANIFEST, '/davmu/share/');

  it('gives a page module’s chunk after everything it imports, each chunk once, an import cycle included', () => {
    expect(resolve(['libs/content-detail/src/lib/content-detail-page.tsx'])).toEqual([
      '/davmu/share/assets/framework-react-A.js',
      '/davmu/share/assets/root-B.js',
      '/davmu/share/assets/swr-hooks-C.js',
      '/davmu/share/assets/feed-data-E.js',
      '/davmu/share/assets/content-card-D.js',
      '/davmu/share/assets/content-detail-page-F.js',
    ]);
  });

  it('finds the app’s own modules by their workspace path, and only the pages shown', () => {
    expect(resolve(['apps/share-web/app/components/error-screen.tsx'])).toEqual([
      '/davmu/share/assets/framework-react-A.js',
      '/davmu/share/assets/root-B.js',
      '/davmu/share/assets/error-screen-H.js',
    ]);
    expect(
      resolve(
        new Set(['libs/content-detail/src/lib/special-page.tsx', 'libs/content-detail/src/lib/special-page.tsx']),
      ),
    ).toEqual([
      '/davmu/share/assets/framework-react-A.js',
      '/davmu/share/assets/root-B.js',
      '/davmu/share/assets/special-page-G.js',
    ]);
  });

  it('finds a page whose chunk is keyed by its file by the chunk’s name, when no other chunk carries it', () => {
    expect(resolve(['libs/feed/src/lib/home/home-page.tsx'])).toEqual([
      '/davmu/share/assets/framework-react-A.js',
      '/davmu/share/assets/root-B.js',
      '/davmu/share/assets/home-page-I.js',
    ]);
    expect(resolve(['libs/clue-report/src/lib/pages.tsx'])).toEqual([]);
  });

  it('adds nothing for a module that is no chunk of its own, or for no page', () => {
    expect(resolve(['libs/content-detail/src/lib/gone-page.tsx'])).toEqual([]);
    expect(resolve([])).toEqual([]);
  });
});

describe('pageChunksOf', () => {
  it('reads the manifest of a client build directory', () => {
    const clientDir = mkdtempSync(path.join(tmpdir(), 'page-chunks-'));
    mkdirSync(path.join(clientDir, '.vite'));
    writeFileSync(path.join(clientDir, '.vite/manifest.json'), JSON.stringify(MANIFEST));
    expect(pageChunksOf(clientDir, '/davmu/share/')(['libs/content-detail/src/lib/special-page.tsx'])).toEqual([
      '/davmu/share/assets/framework-react-A.js',
      '/davmu/share/assets/root-B.js',
      '/davmu/share/assets/special-page-G.js',
    ]);
  });

  it('finds nothing without a manifest (the development server)', () => {
    expect(pageChunksOf('/nonexistent', '/davmu/share/')(['libs/content-detail/src/lib/special-page.tsx'])).toEqual([]);
  });
});
