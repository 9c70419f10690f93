import fs from 'node:fs';
import path from 'node:path';
import * as browser from './browser';
import * as contract from './index';

/** Every module the file reaches through relative imports and re-exports, and the packages it names. */
function reach(entry: string): { files: string[]; packages: Set<string> } {
  const files: string[] = [];
  const packages = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (files.includes(file)) continue;
    files.push(file);
    const source = fs.readFileSync(file, 'utf8');
    for (const [, typeOnly, specifier] of source.matchAll(/^(?:import|export)(\s+type)?\s[^;]*?from\s+'([^']+)'/gm)) {
      if (typeOnly) continue;
      if (!specifier.startsWith('.')) {
        packages.add(specifier);
        continue;
      }
      // A module's file, or a folder's index.
      const target = path.resolve(path.dirname(file), specifier);
      queue.push(fs.existsSync(`${target}.ts`) ? `${target}.ts` : path.join(target, 'index.ts'));
    }
  }
  return { files, packages };
}

describe('@share/contract/browser', () => {
  it('reaches no package at all, so zod stays out of the browser bundle', () => {
    const { files, packages } = reach(path.join(__dirname, 'browser.ts'));
    expect(files.length).toBeGreaterThan(4);
    expect([...packages]).toEqual([]);
  });

  it('exports the same values as the full contract under the same names', () => {
    for (const [name, value] of Object.entries(browser)) {
      expect(contract[name as keyof typeof contract]).toBe(value);
    }
  });

  it('fills endpoint paths from the schema-free route table', () => {
    expect(browser.ENDPOINT_ROUTES.special).toEqual({ method: 'get', path: '/peony/v3/special/{id}', auth: 'none' });
    expect(browser.endpointPath('special', { id: 'a b' })).toBe('/peony/v3/special/a%20b');
    expect(contract.ENDPOINTS.special.path).toBe(browser.ENDPOINT_ROUTES.special.path);
    expect(Object.keys(contract.ENDPOINTS)).toEqual(Object.keys(browser.ENDPOINT_ROUTES));
  });

  it("fills the site's own endpoints' paths from their table: under the base path, none of them the platform's", () => {
    expect(browser.endpointPath('viewerState')).toBe('/davmu/share/api/viewer-state');
    expect(Object.keys(contract.SITE_ENDPOINTS)).toEqual(Object.keys(browser.SITE_ENDPOINT_ROUTES));
    for (const route of Object.values(browser.SITE_ENDPOINT_ROUTES))
      expect(route.path.startsWith(`${browser.SITE_API_PATH}/`)).toBe(true);
    expect(browser.SITE_API_PATH.startsWith(`${browser.SHARE_BASE_PATH}/`)).toBe(true);
    // The platform's table and its OpenAPI document have none of them.
    expect(Object.keys(contract.ENDPOINTS)).not.toContain('viewerState');
    const doc = contract.buildOpenApiDocument({ includeDevOnly: true }) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths).filter((path) => path.startsWith(browser.SHARE_BASE_PATH))).toEqual([]);
  });
});
