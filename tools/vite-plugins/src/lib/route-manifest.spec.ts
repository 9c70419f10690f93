import { trimBrowserManifest } from './route-manifest';

const MANIFEST = {
  entry: {
    module: '/davmu/share/assets/entry.client-A.js',
    imports: ['/davmu/share/assets/framework-react-B.js'],
    css: [],
  },
  routes: {
    root: {
      id: 'root',
      path: '',
      hasAction: false,
      hasLoader: true,
      hasClientLoader: false,
      hasErrorBoundary: true,
      module: '/davmu/share/assets/root-C.js',
      imports: ['/davmu/share/assets/framework-react-B.js', '/davmu/share/assets/root-D.js'],
      css: [],
    },
    'routes/home': {
      id: 'routes/home',
      parentId: 'root',
      index: true,
      hasLoader: true,
      module: '/davmu/share/assets/home-E.js',
      imports: [],
      css: ['/davmu/share/assets/home-F.css'],
    },
  },
  url: '/davmu/share/assets/manifest-1234abcd.js',
  version: '1234abcd',
};

const source = (value: unknown) => `window.__reactRouterManifest=${JSON.stringify(value)};`;
const parse = (text: string) => JSON.parse(text.slice('window.__reactRouterManifest='.length, -1));

describe("the browser's route manifest", () => {
  it('drops the chunk lists, empty stylesheet lists and false route flags, and keeps everything the router reads', () => {
    expect(parse(trimBrowserManifest(source(MANIFEST)) as string)).toEqual({
      entry: { module: '/davmu/share/assets/entry.client-A.js' },
      routes: {
        root: {
          id: 'root',
          path: '',
          hasLoader: true,
          hasErrorBoundary: true,
          module: '/davmu/share/assets/root-C.js',
        },
        'routes/home': {
          id: 'routes/home',
          parentId: 'root',
          index: true,
          hasLoader: true,
          module: '/davmu/share/assets/home-E.js',
          css: ['/davmu/share/assets/home-F.css'],
        },
      },
      url: '/davmu/share/assets/manifest-1234abcd.js',
      version: '1234abcd',
    });
  });

  it('is a script that sets window.__reactRouterManifest, and trimming it again changes nothing', () => {
    const once = trimBrowserManifest(source(MANIFEST)) as string;
    expect(once).toMatch(/^window\.__reactRouterManifest=\{.*\};$/);
    expect(trimBrowserManifest(once)).toBe(once);
  });

  it('leaves any other file alone', () => {
    expect(trimBrowserManifest('export const a = 1;')).toBeNull();
  });
});
