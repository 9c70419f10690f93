// The design system's colour computations: WCAG contrast, the readable shade of a configured colour,
// and the theme built from the app info's primaryColor. Apart from the theme's tokens (theme.ts), so
// that the browser's shell, which gets the computed colours from the server, carries none of it.
import {
  colors,
  DEFAULT_PRIMARY_COLOR,
  isHexColor,
  softTint,
  themeOf,
  type CreateThemeOptions,
  type PrimaryColors,
  type ShareTheme,
} from './theme';

function rgbOf(hex: string): [number, number, number] {
  let h = hex.replace('#', '');
  if (h.length === 3 || h.length === 4) h = [...h].map((c) => c + c).join('');
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}

function luminance([r, g, b]: [number, number, number]): number {
  const [lr, lg, lb] = [r, g, b].map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
}

/** WCAG contrast ratio of two hex colours. */
export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [luminance(rgbOf(a)), luminance(rgbOf(b))].sort((x, y) => y - x);
  return (la + 0.05) / (lb + 0.05);
}

/** Minimum contrast of normal-size text (WCAG 2 AA). */
export const TEXT_CONTRAST_MIN = 4.5;

/**
 * The colour darkened in small steps until text in it (or white text on it) reaches 4.5:1 against
 * white and the page background; a colour that already does is returned unchanged.
 */
export function readableShade(hex: string): string {
  const hexOf = (value: [number, number, number]) =>
    `#${value
      .map((v) => v.toString(16).padStart(2, '0'))
      .join('')
      .toUpperCase()}`;
  let rgb = rgbOf(hex);
  // Its own soft tint (tags) is the lightest background it sits on besides white and the page.
  const soft = softTint(hex);
  const readable = (candidate: string) =>
    [colors.surface, colors.background, soft].every((ground) => contrastRatio(candidate, ground) >= TEXT_CONTRAST_MIN);
  if (readable(hex)) return hex;
  for (let step = 0; step < 100 && !readable(hexOf(rgb)); step += 1) {
    rgb = rgb.map((v) => Math.max(0, Math.round(v * 0.97))) as [number, number, number];
  }
  return hexOf(rgb);
}

/**
 * The site's colours from the app info's primaryColor (an invalid or missing one falls back to
 * #FF4A26). The readable shade is a contrast search: the server computes it and the root loader
 * hands both colours to the browser, which builds the same theme with themeOf and no search.
 * `exact` (the BRAND_COLOR_EXACT setting) keeps the configured colour for text and buttons too, as
 * the spec's rule has it, even where its contrast is below 4.5:1.
 */
export function primaryColors(
  primaryColor?: string | null,
  { exact = false }: { exact?: boolean } = {},
): PrimaryColors {
  const brand = isHexColor(primaryColor) ? primaryColor.trim() : DEFAULT_PRIMARY_COLOR;
  return { brand, primary: exact ? brand : readableShade(brand) };
}

/** Builds the theme; an invalid or missing primaryColor falls back to #FF4A26. */
export function createTheme(primaryColor?: string | null, options: CreateThemeOptions = {}): ShareTheme {
  return themeOf(primaryColors(primaryColor), options);
}

// Pure: a page's bundle, which never reads it (its theme comes from the root loader's colour), drops the
// call, and with it a contrast search at module evaluation, the longest task after the first paint.
export const defaultTheme: ShareTheme = /* @__PURE__ */ createTheme();
