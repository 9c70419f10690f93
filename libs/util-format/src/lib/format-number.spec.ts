import { formatNumber } from './format-number';

describe('formatNumber (spec §5 number display)', () => {
  it.each([
    [0, '0'],
    [9999, '9999'],
  ])('shows %p as is below 10,000 → %p', (n, out) => expect(formatNumber(n)).toBe(out));

  it.each([
    [10_000, '1.0万'],
    [10_001, '1.0万'],
    [15_000, '1.5万'],
    [99_999, '9.9万'],
    [100_000, '10万'],
    [123_456, '12万'],
    [99_999_999, '9999万'],
  ])('uses 万 from 10,000: %p → %p', (n, out) => expect(formatNumber(n)).toBe(out));

  it.each([
    [100_000_000, '1.0亿'],
    [150_000_000, '1.5亿'],
    [999_999_999, '9.9亿'],
    [1_000_000_000, '10亿'],
    [12_345_678_901, '123亿'],
  ])('uses 亿 from 100,000,000: %p → %p', (n, out) => expect(formatNumber(n)).toBe(out));

  it('accepts numeric strings and reads unusable values as 0', () => {
    expect(formatNumber('100000000')).toBe('1.0亿');
    expect(formatNumber(null)).toBe('0');
    expect(formatNumber('x')).toBe('0');
    expect(formatNumber(-1)).toBe('0');
  });
});
