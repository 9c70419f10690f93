/**
 * The chunks of the lazily loaded pages a render showed. Each route's page is a chunk of its own
 * (lazyPage in @share/ui: the detail route shows one of three pages, and loads only that one's
 * code); in the server render each lazyPage reports its module's path (PageModulesContext), and this
 * finds the module's chunk and the chunks it imports in the client build's Vite manifest. The page's
 * loader then fetches them together with the framework's (lib/deferred-scripts.ts): without them the
 * browser asked for the page's chunk only once hydration reached the page, and for its imports one
 * round trip after that (two round trips of a slow phone network before the page could be used).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A chunk of Vite's build manifest (build/client/.vite/manifest.json), as far as it is read here. */
export interface ManifestChunk {
  file: string;
  /** The chunk's face module, relative to Vite's root (apps/share-web). */
  src?: string;
  /** The face module's file name without its extension. */
  name?: string;
  isDynamicEntry?: boolean;
  /** Manifest keys of the chunks it imports statically. */
  imports?: string[];
}

export type ViteManifest = Record<string, ManifestChunk>;

/** Vite's root in the workspace: the manifest's sources are relative to it. */
const VITE_ROOT = 'apps/share-web';

/** The addresses of the chunks a set of page modules need: each page's chunk after what it imports. */
export type PageChunks = (modules: Iterable<string>) => string[];

/**
 * Page modules (paths from the workspace root, as lazyPage names them) to the addresses of their
 * chunks and of everything those import, under `base` (the site's base path with its trailing
 * slash). A module the manifest does not hold as a chunk of its own (or whose name two shared chunks
 * carry) adds nothing.
 */
export function pageChunkResolver(manifest: ViteManifest, base: string): PageChunks {
  const bySource = new Map<string, string>();
  // A small chunk that Rollup merged into a page's (experimentalMinChunkSize) makes the page's a
  // shared chunk: the manifest keys it by its file, without a source, and its name is the module's.
  const byName = new Map<string, string[]>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry) continue;
    if (chunk.src) bySource.set(path.posix.normalize(path.posix.join(VITE_ROOT, chunk.src)), key);
    else if (chunk.name) byName.set(chunk.name, [...(byName.get(chunk.name) ?? []), key]);
  }
  const keyOf = (module: string): string | undefined => {
    const named = byName.get(path.posix.basename(module).replace(/\.tsx?$/, ''));
    return bySource.get(module) ?? (named?.length === 1 ? named[0] : undefined);
  };
  return (modules) => {
    const files: string[] = [];
    const seen = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || seen.has(key)) return;
      seen.add(key);
      for (const imported of chunk.imports ?? []) visit(imported);
      files.push(chunk.file);
    };
    for (const module of modules) {
      const key = keyOf(module);
      if (key) visit(key);
    }
    return files.map((file) => `${base}${file}`);
  };
}

/**
 * The resolver of a client build directory (build/client); one that finds nothing when the build has
 * no manifest (the development server, whose modules Vite serves one by one).
 */
export function pageChunksOf(clientDir: string, base: string): PageChunks {
  const file = path.join(clientDir, '.vite/manifest.json');
  if (!existsSync(file)) return () => [];
  return pageChunkResolver(JSON.parse(readFileSync(file, 'utf8')) as ViteManifest, base);
}
