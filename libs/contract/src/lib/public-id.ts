/**
 * Public ids: the id, post_id and topic_id that appear in share links.
 *
 * Database ids are small integers; links carry them scrambled (so neighbours cannot be enumerated by
 * counting) and with a check character (so a mistyped or forged id is rejected by the share site
 * before any backend call). share-web's route rules and the reference platform API both use this
 * module, so an id the API hands out always passes the site's decoding check.
 */

/** Unambiguous characters only: no 0/O, 1/l/I. */
const ALPHABET = '23456789abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const BASE = BigInt(ALPHABET.length);
const BODY_LENGTH = 7;
/** Multiplication by an odd number is a bijection modulo 2^40. */
const MODULUS = 1n << 40n;
const MULTIPLIER = 0x9e3779b97n | 1n;
const OFFSET = 0x5bd1e995n;

export const PUBLIC_ID_LENGTH = BODY_LENGTH + 1;
export const MAX_ENCODABLE_ID = Number(MODULUS - 1n - OFFSET);

function inverseModPow2(a: bigint): bigint {
  // Newton's iteration doubles the number of correct low bits each step.
  let x = a;
  for (let i = 0; i < 6; i += 1) x = (x * (2n - a * x)) % MODULUS;
  return (x + MODULUS) % MODULUS;
}
const MULTIPLIER_INVERSE = inverseModPow2(MULTIPLIER);

function checkChar(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) sum += (i + 1) * ALPHABET.indexOf(body[i]);
  return ALPHABET[sum % ALPHABET.length];
}

/** Encodes a positive integer id as an 8-character public id. */
export function encodePublicId(id: number): string {
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ENCODABLE_ID) {
    throw new RangeError(`id out of range: ${id}`);
  }
  let x = ((BigInt(id) + OFFSET) * MULTIPLIER) % MODULUS;
  let body = '';
  for (let i = 0; i < BODY_LENGTH; i += 1) {
    body = ALPHABET[Number(x % BASE)] + body;
    x /= BASE;
  }
  return body + checkChar(body);
}

/** The integer behind a public id, or null when the id fails the decoding check. */
export function decodePublicId(publicId: unknown): number | null {
  if (typeof publicId !== 'string' || publicId.length !== PUBLIC_ID_LENGTH) return null;
  const body = publicId.slice(0, BODY_LENGTH);
  let x = 0n;
  for (const char of body) {
    const digit = ALPHABET.indexOf(char);
    if (digit < 0) return null;
    x = x * BASE + BigInt(digit);
  }
  if (x >= MODULUS || checkChar(body) !== publicId[BODY_LENGTH]) return null;
  const id = ((x * MULTIPLIER_INVERSE) % MODULUS) - OFFSET;
  if (id < 1n || id > BigInt(MAX_ENCODABLE_ID)) return null;
  return Number(id);
}

export function isValidPublicId(publicId: unknown): boolean {
  return decodePublicId(publicId) !== null;
}
