import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import * as stylis from 'stylis';
import * as withoutPrefixer from './stylis-without-prefixer';
import { stylisWithoutPrefixer } from './styled-components';

const REPLACEMENT = '/repo/tools/vite-plugins/src/lib/stylis-without-prefixer.ts';
const STYLED = '/repo/node_modules/styled-components/dist/styled-components.browser.esm.js';

type ResolveId = (source: string, importer: string | undefined, options?: { ssr?: boolean }) => string | null;
const resolveId = stylisWithoutPrefixer(REPLACEMENT).resolveId as unknown as ResolveId;

describe('stylis without its vendor prefixer, in the browser build', () => {
  it("gives styled-components' browser build the replacement for 'stylis'", () => {
    expect(resolveId('stylis', STYLED, { ssr: false })).toBe(REPLACEMENT);
    expect(resolveId('stylis', STYLED)).toBe(REPLACEMENT);
  });

  it('leaves the server build, other importers and other modules alone', () => {
    expect(resolveId('stylis', STYLED, { ssr: true })).toBeNull();
    expect(resolveId('stylis', REPLACEMENT, { ssr: false })).toBeNull();
    expect(resolveId('stylis', undefined, { ssr: false })).toBeNull();
    expect(resolveId('react', STYLED, { ssr: false })).toBeNull();
  });

  it('exports all that stylis exports, the same functions but the prefixer', () => {
    expect(
      Object.keys(withoutPrefixer)
        .filter((name) => name !== 'VENDOR_PREFIXES_LEFT_OUT')
        .sort(),
    ).toEqual(Object.keys(stylis).sort());
    for (const name of ['compile', 'serialize', 'stringify', 'middleware', 'rulesheet', 'RULESET'] as const)
      expect(withoutPrefixer[name]).toBe(stylis[name]);
    expect(withoutPrefixer.prefixer).not.toBe(stylis.prefixer);
  });

  it('compiles CSS as styled-components does without prefixes, and refuses to prefix', () => {
    const { compile, middleware, serialize, stringify } = withoutPrefixer;
    expect(serialize(compile('.a{display:flex;user-select:none}'), middleware([stringify]))).toBe(
      '.a{display:flex;user-select:none;}',
    );
    expect(() => serialize(compile('.a{user-select:none}'), middleware([withoutPrefixer.prefixer, stringify]))).toThrow(
      withoutPrefixer.VENDOR_PREFIXES_LEFT_OUT,
    );
  });

  it('is safe because no module of the site enables vendor prefixes', () => {
    const root = path.resolve(__dirname, '../../../..');
    const sources = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const file = path.join(dir, name);
        if (name === 'node_modules' || name === 'build' || name.startsWith('.')) return [];
        if (statSync(file).isDirectory()) return sources(file);
        return /\.(ts|tsx)$/.test(name) && !name.endsWith('.spec.ts') ? [file] : [];
      });
    const files = [...sources(path.join(root, 'libs')), ...sources(path.join(root, 'apps/share-web/app'))];
    expect(files.length).toBeGreaterThan(100);
    expect(files.filter((file) => readFileSync(file, 'utf8').includes('enableVendorPrefixes'))).toEqual([]);
  });
});
