import { readSettings } from './settings';

describe('settings', () => {
  it('darkens the brand colour for contrast unless BRAND_COLOR_EXACT is 1 or true', () => {
    expect(readSettings({}).brandColorExact).toBe(false);
    expect(readSettings({ BRAND_COLOR_EXACT: '0' }).brandColorExact).toBe(false);
    expect(readSettings({ BRAND_COLOR_EXACT: '1' }).brandColorExact).toBe(true);
    expect(readSettings({ BRAND_COLOR_EXACT: 'true' }).brandColorExact).toBe(true);
  });

  it('sheds a page render past 4 in flight by default (issue 58: the one limit that held p99 <= 2 s at 100 connections)', () => {
    expect(readSettings({}).shedMaxRenders).toBe(4);
    expect(readSettings({ SHED_MAX_RENDERS: '8' }).shedMaxRenders).toBe(8);
    expect(readSettings({ SHED_MAX_RENDERS: '0' }).shedMaxRenders).toBe(0);
  });
});
