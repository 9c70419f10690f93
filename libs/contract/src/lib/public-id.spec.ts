import { decodePublicId, encodePublicId, isValidPublicId, PUBLIC_ID_LENGTH } from './public-id';

describe('public ids', () => {
  it('round-trips every id from 1 to 5000 and a few large ones', () => {
    for (let id = 1; id <= 5000; id += 1) expect(decodePublicId(encodePublicId(id))).toBe(id);
    for (const id of [123456789, 2 ** 32, 987654321012]) expect(decodePublicId(encodePublicId(id))).toBe(id);
  });

  it('gives ids of a fixed length that do not reveal their order', () => {
    const a = encodePublicId(1);
    const b = encodePublicId(2);
    expect(a).toHaveLength(PUBLIC_ID_LENGTH);
    expect(b).toHaveLength(PUBLIC_ID_LENGTH);
    expect(a.slice(0, 4)).not.toBe(b.slice(0, 4));
  });

  it('rejects a changed character, wrong length, foreign characters and non-strings', () => {
    const id = encodePublicId(42);
    const swapped = id.slice(0, 3) + (id[3] === 'a' ? 'b' : 'a') + id.slice(4);
    expect(isValidPublicId(swapped)).toBe(false);
    expect(isValidPublicId(id.slice(1))).toBe(false);
    expect(isValidPublicId(`${id}x`)).toBe(false);
    expect(isValidPublicId('0000000O')).toBe(false);
    expect(isValidPublicId('12345')).toBe(false);
    expect(isValidPublicId("abc'--x")).toBe(false);
    expect(isValidPublicId(undefined)).toBe(false);
    expect(isValidPublicId(42)).toBe(false);
  });

  it('rejects most random strings of the right shape', () => {
    const alphabet = '23456789abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
    let accepted = 0;
    for (let n = 0; n < 2000; n += 1) {
      let s = '';
      for (let i = 0; i < PUBLIC_ID_LENGTH; i += 1) s += alphabet[(n * 31 + i * 17 + n * i * 7) % alphabet.length];
      if (isValidPublicId(s)) accepted += 1;
    }
    expect(accepted).toBeLessThan(2000 / 20);
  });

  it('refuses to encode ids outside the positive safe range', () => {
    expect(() => encodePublicId(0)).toThrow(RangeError);
    expect(() => encodePublicId(-1)).toThrow(RangeError);
    expect(() => encodePublicId(1.5)).toThrow(RangeError);
  });
});
