import { formatClock, parseClock } from './format-clock';

describe('formatClock', () => {
  it('writes a position as duration_str does: mm:ss, h:mm:ss from an hour', () => {
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(5.9)).toBe('00:05');
    expect(formatClock(180)).toBe('03:00');
    expect(formatClock(3723)).toBe('1:02:03');
  });

  it('writes a missing length (NaN before metadata, Infinity for a stream) as 00:00', () => {
    expect(formatClock(Number.NaN)).toBe('00:00');
    expect(formatClock(Number.POSITIVE_INFINITY)).toBe('00:00');
  });
});

describe('parseClock', () => {
  it('reads duration_str back into seconds', () => {
    expect(parseClock('03:00')).toBe(180);
    expect(parseClock('1:02:03')).toBe(3723);
  });

  it('reads anything else as 0', () => {
    expect(parseClock('')).toBe(0);
    expect(parseClock(undefined)).toBe(0);
    expect(parseClock('3分钟')).toBe(0);
  });
});
