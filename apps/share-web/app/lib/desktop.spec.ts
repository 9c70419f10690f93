import { DESKTOP_MIN_WIDTH, wantsDesktopPage } from './desktop';

describe('desktop redirect rule (spec §2)', () => {
  it('sends a window 1000 px wide or wider to /pc, phone or not', () => {
    expect(DESKTOP_MIN_WIDTH).toBe(1000);
    expect(wantsDesktopPage({ width: 1000, landscape: true, phone: true })).toBe(true);
    expect(wantsDesktopPage({ width: 1200, landscape: false, phone: false })).toBe(true);
  });

  it('keeps a phone turned to landscape (844 × 390) on the mobile page', () => {
    expect(wantsDesktopPage({ width: 844, landscape: true, phone: true })).toBe(false);
  });

  it('sends a narrow landscape window of a device that is not a phone to /pc', () => {
    expect(wantsDesktopPage({ width: 900, landscape: true, phone: false })).toBe(true);
  });

  it('keeps a narrow portrait window on the mobile page', () => {
    expect(wantsDesktopPage({ width: 390, landscape: false, phone: false })).toBe(false);
    expect(wantsDesktopPage({ width: 390, landscape: false, phone: true })).toBe(false);
  });
});
