import { readSettings } from './settings';

describe('settings', () => {
  it('darkens the brand colour for contrast unless BRAND_COLOR_EXACT is 1 or true', () => {
    expect(readSettings({}).brandColorExact).toBe(false);
    expect(readSettings({ BRAND_COLOR_EXACT: '0' }).brandColorExact).toBe(false);
    expect(readSettings({ BRAND_COLOR_EXACT: '1' }).brandColorExact).toBe(true);
    expect(readSettings({ BRAND_COLOR_EXACT: 'true' }).brandColorExact).toBe(true);
  });
});
