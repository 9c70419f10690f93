#!/usr/bin/env node
// After `react-router build`: writes a brotli (.br) and a gzip (.gz) file next to every compressible
// client asset, so the server sends the same JavaScript to every visitor without compressing it
// again (libs/share-web-server's precompressed.ts picks the file by Accept-Encoding).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const clientDir = path.resolve(import.meta.dirname, '../build/client');
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|html|txt|xml|webmanifest)$/;
/** Smaller files gain nothing worth a second request path. */
const MIN_BYTES = 1024;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) yield* files(file);
    else yield file;
  }
}

let count = 0;
let before = 0;
let afterBrotli = 0;
for (const file of files(clientDir)) {
  if (!COMPRESSIBLE.test(file)) continue;
  const source = readFileSync(file);
  if (source.length < MIN_BYTES) continue;
  const br = brotliCompressSync(source, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
  count += 1;
  before += source.length;
  afterBrotli += br.length;
}
console.log(
  `precompressed ${count} files: ${Math.round(before / 1024)} KB -> ${Math.round(afterBrotli / 1024)} KB brotli`,
);
