import { formatCount } from './format-count';

describe('formatCount (spec §5 count display)', () => {
  it.each([
    [0, '0'],
    [1, '1'],
    [999, '999'],
  ])('shows %p as is under 1000 → %p', (n, out) => expect(formatCount(n)).toBe(out));

  it.each([
    [1000, '1.0k'],
    [1001, '1.0k'],
    [1049, '1.0k'],
    [1050, '1.1k'],
    [1100, '1.1k'],
    [1999, '2.0k'],
    [2300, '2.3k'],
    [9900, '9.9k'],
    [9949, '9.9k'],
  ])('uses k with one decimal, rounded to the nearest, from 1000: %p → %p', (n, out) =>
    expect(formatCount(n)).toBe(out),
  );

  it.each([
    [10000, '1.0w'],
    [10872, '1.1w'],
    [12345, '1.2w'],
    [48000, '4.8w'],
    [99499, '9.9w'],
    [100000, '10w'],
    [104999, '10w'],
    [105000, '11w'],
    [123456, '12w'],
    [123456789, '12346w'],
  ])('uses w from 10000, one decimal (rounded) only below 10w: %p → %p', (n, out) => expect(formatCount(n)).toBe(out));

  it('moves to the next unit where rounding reaches 10 of it (9999 is 1.0w, never 10.0k)', () => {
    expect(formatCount(9950)).toBe('1.0w');
    expect(formatCount(9999)).toBe('1.0w');
    expect(formatCount(99950)).toBe('10w');
    expect(formatCount(99999)).toBe('10w');
  });

  it('accepts numeric strings from the API', () => {
    expect(formatCount('999')).toBe('999');
    expect(formatCount(' 1000 ')).toBe('1.0k');
    expect(formatCount('10000')).toBe('1.0w');
  });

  it('truncates fractions and reads unusable values as 0', () => {
    expect(formatCount(999.9)).toBe('999');
    expect(formatCount(null)).toBe('0');
    expect(formatCount(undefined)).toBe('0');
    expect(formatCount('abc')).toBe('0');
    expect(formatCount('')).toBe('0');
    expect(formatCount(Number.NaN)).toBe('0');
    expect(formatCount(Number.POSITIVE_INFINITY)).toBe('0');
    expect(formatCount(-5)).toBe('0');
  });
});
