// The bytes of a cached page's answer: the page with a fresh Content-Security-Policy nonce in place of
// the rendered one, compressed for the request (the stored gzip bytes around the new nonce, not
// compressed again).
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { brotliCompressSync, constants, crc32, deflateRawSync } from 'node:zlib';
import type { CachedPage } from './html-cache';
import { acceptedEncodings } from './precompressed';

/**
 * A cached page prepared for sending with a fresh Content-Security-Policy nonce per answer (a page
 * shared by every visitor must not share its nonce: a script injected elsewhere could learn it and
 * run). The body is split at each occurrence of the rendered nonce; the gzip copy is built once,
 * each part deflated on its own (no back-reference reaches into or across a nonce) and each nonce
 * written as a stored block, so an answer writes the compressed bytes between the nonces with the
 * new nonce between them and computes the CRC. Brotli cannot be patched that way (its state runs
 * across blocks): a visitor that accepts gzip gets the patched gzip copy, one that accepts only
 * brotli gets a brotli copy compressed for its answer.
 */
interface PreparedPage {
  /** The nonce the page was rendered with; undefined when it has none (nothing to rewrite). */
  nonce?: string;
  /** The body between the nonce's occurrences (the whole body when there is no nonce). */
  parts: Buffer[];
  /**
   * The gzip copy with the rendered nonce, its bytes between the nonces (the trailer left out), and
   * the CRC-32 of each part of the body with its length operator.
   */
  gzip?: {
    bytes: Buffer;
    segments: Buffer[];
    partCrcs: Array<{ crc: number; shift: Uint32Array }>;
    nonceShift: Uint32Array;
  };
  /** Without a nonce the brotli copy is made once too. */
  brotli?: Buffer;
}

const prepared = new WeakMap<CachedPage, PreparedPage>();
/** The nonce of a Content-Security-Policy header (its first `'nonce-…'` source). */
export const NONCE_IN_POLICY = /'nonce-([A-Za-z0-9+/=_-]+)'/;
/** Bodies smaller than this are sent as they are. */
const COMPRESS_MIN_BYTES = 1024;
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);

function prepare(page: CachedPage): PreparedPage {
  let ready = prepared.get(page);
  if (ready) return ready;
  const policy = page.headers.find(([name]) => name === 'content-security-policy')?.[1];
  const nonce = policy ? NONCE_IN_POLICY.exec(policy)?.[1] : undefined;
  const parts: Buffer[] = [];
  if (nonce && nonce.length % 4 === 0) {
    let from = 0;
    for (let at = page.body.indexOf(nonce); at >= 0; at = page.body.indexOf(nonce, from)) {
      parts.push(page.body.subarray(from, at));
      from = at + nonce.length;
    }
    parts.push(page.body.subarray(from));
    ready = { nonce, parts };
  } else {
    ready = { parts: [page.body] };
  }
  prepared.set(page, ready);
  return ready;
}

/**
 * CRC-32 of joined pieces from the pieces' own CRCs (zlib's crc32_combine): the operator that
 * appends `length` zero bytes to a CRC, a 32x32 matrix over GF(2) kept as its 32 columns. With one
 * operator per part computed once, an answer's CRC costs a few hundred operations instead of a pass
 * over the whole page.
 */
function gf2Times(matrix: Uint32Array, vector: number): number {
  let sum = 0;
  for (let i = 0, v = vector >>> 0; v; i += 1, v >>>= 1) if (v & 1) sum ^= matrix[i];
  return sum >>> 0;
}
function gf2Compose(a: Uint32Array, b: Uint32Array): Uint32Array {
  return Uint32Array.from(b, (column) => gf2Times(a, column));
}
function crcShift(length: number): Uint32Array {
  let result: Uint32Array = Uint32Array.from({ length: 32 }, (_, n) => (1 << n) >>> 0);
  // One zero bit (the reflected polynomial, then the identity shifted), squared to one zero byte.
  let power: Uint32Array = Uint32Array.from({ length: 32 }, (_, n) => (n === 0 ? 0xedb88320 : (1 << (n - 1)) >>> 0));
  for (let i = 0; i < 3; i += 1) power = gf2Compose(power, power);
  for (let n = length; n > 0; n = Math.floor(n / 2)) {
    if (n % 2) result = gf2Compose(power, result);
    power = gf2Compose(power, power);
  }
  return result;
}

/** The gzip copy of a prepared page: parts deflated on their own, each nonce a stored block. */
function gzipOf(page: CachedPage, ready: PreparedPage): NonNullable<PreparedPage['gzip']> {
  if (ready.gzip) return ready.gzip;
  const chunks: Buffer[] = [GZIP_HEADER];
  const nonceOffsets: number[] = [];
  let offset = GZIP_HEADER.length;
  const push = (chunk: Buffer) => {
    chunks.push(chunk);
    offset += chunk.length;
  };
  const nonce = Buffer.from(ready.nonce ?? '', 'latin1');
  ready.parts.forEach((part, index) => {
    const last = index === ready.parts.length - 1;
    // A full flush ends the part byte-aligned with a fresh dictionary; the last part ends the stream.
    push(deflateRawSync(part, { level: 9, ...(last ? {} : { finishFlush: constants.Z_FULL_FLUSH }) }));
    if (last) return;
    // A stored block: BFINAL 0 and BTYPE 00 padded to the byte, LEN, NLEN, then the bytes as they are.
    push(
      Buffer.from([0x00, nonce.length & 0xff, nonce.length >> 8, ~nonce.length & 0xff, (~nonce.length >> 8) & 0xff]),
    );
    nonceOffsets.push(offset);
    push(nonce);
  });
  const trailer = Buffer.alloc(8);
  // CRC-32 and size of the rendered body (rewritten per answer when a nonce changes the bytes).
  trailer.writeUInt32LE(crc32(page.body) >>> 0, 0);
  trailer.writeUInt32LE(page.body.length % 2 ** 32, 4);
  push(trailer);
  const partCrcs = ready.parts.map((part) => ({ crc: crc32(part), shift: crcShift(part.length) }));
  const bytes = Buffer.concat(chunks);
  const segments = [...nonceOffsets, bytes.length - 8].map((end, index) =>
    bytes.subarray(index ? nonceOffsets[index - 1] + nonce.length : 0, end),
  );
  ready.gzip = { bytes, segments, partCrcs, nonceShift: crcShift(nonce.length) };
  return ready.gzip;
}

/**
 * The page's body for one answer with `nonce` in place of the rendered one, compressed for the
 * request: the chunks to write in order and their length. With a new nonce the chunks are the
 * stored bytes between the nonces and the nonce itself (and, for gzip, a new trailer): nothing of
 * the page is copied per answer. On a plain Node server sending the home page (39 KB, 6 nonces), a
 * copy per answer cost three times a bare answer's CPU, the chunks about a tenth more (writeChunks
 * sends them in one write).
 */
export function bodyFor(
  page: CachedPage,
  acceptEncoding: string | undefined,
  nonce: string | undefined,
): { chunks: Buffer[]; length: number; encoding?: string } {
  const ready = prepare(page);
  const rewrite = Boolean(ready.nonce && nonce);
  const accepted = acceptedEncodings(acceptEncoding);
  const encoding =
    page.body.length < COMPRESS_MIN_BYTES
      ? undefined
      : accepted.has('gzip') && (rewrite || !accepted.has('br'))
        ? 'gzip'
        : accepted.has('br')
          ? 'br'
          : undefined;
  const newNonce = rewrite && nonce ? Buffer.from(nonce, 'latin1') : undefined;
  if (encoding === 'gzip') {
    const { bytes, segments, partCrcs, nonceShift } = gzipOf(page, ready);
    if (!newNonce) return { chunks: [bytes], length: bytes.length, encoding };
    const nonceCrc = crc32(newNonce);
    let crc = 0;
    partCrcs.forEach((part, index) => {
      crc = (gf2Times(part.shift, crc) ^ part.crc) >>> 0;
      if (index < partCrcs.length - 1) crc = (gf2Times(nonceShift, crc) ^ nonceCrc) >>> 0;
    });
    // The trailer: the new body's CRC-32, its size as stored (a nonce keeps its length).
    const trailer = Buffer.from(bytes.subarray(bytes.length - 8));
    trailer.writeUInt32LE(crc >>> 0, 0);
    return { chunks: [...interleave(segments, newNonce), trailer], length: bytes.length, encoding };
  }
  if (encoding !== 'br') {
    const chunks = newNonce ? interleave(ready.parts, newNonce) : [page.body];
    return { chunks, length: page.body.length };
  }
  if (ready.brotli) return { chunks: [ready.brotli], length: ready.brotli.length, encoding };
  // Once per page without a nonce; per answer, at a quality that costs little, with one.
  const plain = newNonce ? Buffer.concat(interleave(ready.parts, newNonce)) : page.body;
  const body = brotliCompressSync(plain, {
    params: { [constants.BROTLI_PARAM_QUALITY]: rewrite ? 4 : 9, [constants.BROTLI_PARAM_SIZE_HINT]: plain.length },
  });
  if (!rewrite) ready.brotli = body;
  return { chunks: [body], length: body.length, encoding };
}

/** The pieces with `between` between each two. */
function interleave(pieces: Buffer[], between: Buffer): Buffer[] {
  const chunks: Buffer[] = [pieces[0]];
  for (let index = 1; index < pieces.length; index += 1) chunks.push(between, pieces[index]);
  return chunks;
}

/** Ends `res` with the chunks in one write (corked: Node hands the socket every chunk at once). */
export function writeChunks(res: ServerResponse, chunks: Buffer[]): void {
  if (chunks.length === 1) {
    res.end(chunks[0]);
    return;
  }
  res.cork();
  for (let index = 0; index < chunks.length - 1; index += 1) res.write(chunks[index]);
  // end() uncorks fully.
  res.end(chunks[chunks.length - 1]);
}

/**
 * Random bytes for the answers' nonces, drawn from the system's generator 4 KB at a time and each
 * byte used once: a call to randomBytes per answer was 15% of a cache hit's JavaScript (a profile of
 * 30,000 hits: 253 of 1,685 ms).
 */
const NONCE_POOL_BYTES = 4096;
let noncePool = Buffer.alloc(0);
let noncePoolOffset = 0;

function randomBase64(bytes: number): string {
  if (noncePoolOffset + bytes > noncePool.length) {
    noncePool = randomBytes(Math.max(NONCE_POOL_BYTES, bytes));
    noncePoolOffset = 0;
  }
  const value = noncePool.toString('base64', noncePoolOffset, noncePoolOffset + bytes);
  noncePoolOffset += bytes;
  return value;
}

/** A fresh nonce the length of the rendered one (base64 of random bytes, as the load context makes them). */
export function freshNonce(page: CachedPage): string | undefined {
  const { nonce } = prepare(page);
  return nonce ? randomBase64((nonce.length / 4) * 3) : undefined;
}
