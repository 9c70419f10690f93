// The one typed theme of the design system. The server builds it with the app info's primaryColor
// and hands it to ThemeProvider, so the first paint already has the site's colour (spec §3, §4).
import 'styled-components';

/** Default theme colour of spec §9. */
export const DEFAULT_PRIMARY_COLOR = '#FF4A26';

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

export const colors = {
  text: '#222222',
  textSecondary: '#666666',
  /** Small grey text (times, counts, sources): the lightest grey with 4.5:1 on the page background. */
  meta: '#707070',
  border: '#EEEEEE',
  divider: '#F2F2F2',
  background: '#F5F6F7',
  surface: '#FFFFFF',
  placeholder: '#EEF0F2',
  mask: 'rgba(0, 0, 0, 0.55)',
  /** The open-in-browser guide: dark enough to read white text over any page. */
  guideMask: 'rgba(0, 0, 0, 0.82)',
  toast: 'rgba(17, 17, 17, 0.82)',
  rankGold: '#FF4A26',
  rankSilver: '#FF7A2F',
  rankBronze: '#FFA630',
  /** Text and icons on the primary colour, on photos and on dark surfaces. */
  onDark: '#FFFFFF',
  onDarkSoft: 'rgba(255, 255, 255, 0.85)',
  onDarkBorder: 'rgba(255, 255, 255, 0.85)',
  /** Media stages (video, gallery) and the desktop page's phone bezel. */
  stage: '#000000',
  stageSoft: '#111111',
  /** Badges laid over images (duration, picture count, play button). */
  scrim: 'rgba(0, 0, 0, 0.55)',
  scrimLight: 'rgba(0, 0, 0, 0.4)',
  /** The gradient under a cover's title: transparent to this. */
  scrimGradientEnd: 'rgba(0, 0, 0, 0.72)',
  scrimTransparent: 'rgba(0, 0, 0, 0)',
  textShadow: 'rgba(0, 0, 0, 0.3)',
  /** Second stop of the warm gradients (hot list head, invitation, content modules). */
  accentWarm: '#FF7A2F',
  accentWarmLight: '#FF8A5C',
  /** Activity state "not started". */
  info: '#2F80ED',
  /** An expired preview's banner; a finished activity. */
  muted: '#8A8A8A',
  /** Icon grey of the image placeholder and the empty state's drawing. */
  placeholderIcon: '#C4C8CC',
  placeholderStroke: '#D9DCE0',
  /** A card's pressed state. */
  pressed: '#FAFAFA',
  /** The preview watermark's text. */
  watermark: 'rgba(0, 0, 0, 0.08)',
  /** Plain pages of the app shell (error, placeholder, desktop frame). */
  textStrong: '#333333',
  textMuted: '#555555',
  outline: '#DDDDDD',
  desktopBackdropFrom: '#F4F5F7',
  desktopBackdropTo: '#E4E7EC',
} as const;

/** Mobile type scale (px): 16 px body, 17–18 px titles. */
export const fontSizes = {
  xs: '11px',
  sm: '12px',
  md: '14px',
  body: '16px',
  title: '17px',
  heading: '18px',
  display: '20px',
} as const;

export const lineHeights = { tight: 1.3, normal: 1.5 } as const;
export const fontWeights = { regular: 400, medium: 500, bold: 600 } as const;

/** 4-px spacing grid. */
export const space = {
  xxs: '2px',
  xs: '4px',
  sm: '8px',
  md: '12px',
  lg: '16px',
  xl: '20px',
  xxl: '24px',
} as const;

export const radii = { sm: '4px', md: '6px', lg: '8px', xl: '12px', round: '999px' } as const;

export const shadows = {
  card: '0 1px 4px rgba(0, 0, 0, 0.06)',
  float: '0 4px 16px rgba(0, 0, 0, 0.12)',
  bar: '0 -1px 0 rgba(0, 0, 0, 0.06)',
  device: '0 24px 60px rgba(0, 0, 0, 0.25)',
} as const;

/**
 * The one layering scale of every fixed or sticky element and overlay, lowest first. Overlays are
 * portalled to <body>, so no bar's stacking context can lift a bar above a mask.
 */
export const zIndices = {
  /** Sticky header slot of a page (the open-app banner's place) and a detail page's header. */
  header: 100,
  /** The comment bar at the foot of a detail page. */
  commentBar: 150,
  /** The open-app banner and the preview countdown banner. */
  banner: 200,
  /** The bottom navigation bar. */
  nav: 300,
  /** Floating controls: the navigation button, the mini-program back/forward control. */
  floating: 400,
  /** Masks with their dialogs, sheets and panels. */
  overlay: 900,
  /** A frame opened from an overlay (the agreement frame over the login sheet). */
  popup: 950,
  /** The preview watermark: over everything but the toast. */
  watermark: 990,
  toast: 1000,
} as const;

export const fontFamily =
  "-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Source Han Sans SC', 'WenQuanYi Micro Hei', 'WenQuanYi Zen Hei', 'Helvetica Neue', Helvetica, Arial, sans-serif";

/** CSS fallback used when the app reports no safe-area value: the device's own inset. */
export const SAFE_AREA_BOTTOM_FALLBACK = 'env(safe-area-inset-bottom, 0px)';

export interface ShareTheme {
  /**
   * primary: the site's colour as used for text, links, buttons behind white text (darkened just
   * enough for 4.5:1 against white and the page background, WCAG AA); brand: the colour exactly as
   * configured (also the --primary-color variable), for decoration; primarySoft: a tint of it.
   */
  colors: typeof colors & { primary: string; brand: string; primarySoft: string };
  fontSizes: typeof fontSizes;
  lineHeights: typeof lineHeights;
  fontWeights: typeof fontWeights;
  space: typeof space;
  radii: typeof radii;
  shadows: typeof shadows;
  zIndices: typeof zIndices;
  fontFamily: string;
  /** Bottom safe-area inset as a CSS length: the store's value in px, else env(). */
  safeAreaBottom: string;
}

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-interface, @typescript-eslint/no-empty-object-type -- declaration merging needs an interface
  export interface DefaultTheme extends ShareTheme {}
}

export interface CreateThemeOptions {
  /** The store's safe-area bottom value in px (spec §3 store state). */
  safeAreaBottom?: number | null;
}

/** True for #rgb, #rgba, #rrggbb and #rrggbbaa. Anything else (and any CSS injection) is refused. */
export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && HEX_COLOR.test(value.trim());
}

/** A translucent tint of a hex colour, for soft backgrounds (tags, selected items). */
export function tint(hex: string, alpha: number): string {
  let h = hex.replace('#', '');
  if (h.length === 3 || h.length === 4) h = [...h].map((c) => c + c).join('');
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

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
  const hexOf = (value: [number, number, number]) => `#${value.map((v) => v.toString(16).padStart(2, '0')).join('').toUpperCase()}`;
  let rgb = rgbOf(hex);
  // Its own soft tint (tags) is the lightest background it sits on besides white and the page.
  const softTint = hexOf(rgb.map((v) => Math.round(255 * 0.9 + v * 0.1)) as [number, number, number]);
  const readable = (candidate: string) =>
    [colors.surface, colors.background, softTint].every((ground) => contrastRatio(candidate, ground) >= TEXT_CONTRAST_MIN);
  if (readable(hex)) return hex;
  for (let step = 0; step < 100 && !readable(hexOf(rgb)); step += 1) {
    rgb = rgb.map((v) => Math.max(0, Math.round(v * 0.97))) as [number, number, number];
  }
  return hexOf(rgb);
}

/** Builds the theme; an invalid or missing primaryColor falls back to #FF4A26. */
export function createTheme(primaryColor?: string | null, options: CreateThemeOptions = {}): ShareTheme {
  const brand = isHexColor(primaryColor) ? primaryColor.trim() : DEFAULT_PRIMARY_COLOR;
  const inset = options.safeAreaBottom;
  return {
    colors: { ...colors, primary: readableShade(brand), brand, primarySoft: tint(brand, 0.1) },
    fontSizes,
    lineHeights,
    fontWeights,
    space,
    radii,
    shadows,
    zIndices,
    fontFamily,
    safeAreaBottom:
      typeof inset === 'number' && Number.isFinite(inset) && inset >= 0
        ? `${inset}px`
        : SAFE_AREA_BOTTOM_FALLBACK,
  };
}

// Pure: a page's bundle, which never reads it (its theme comes from the root loader's colour), drops the
// call, and with it a contrast search at module evaluation, the longest task after the first paint.
export const defaultTheme: ShareTheme = /* @__PURE__ */ createTheme();
