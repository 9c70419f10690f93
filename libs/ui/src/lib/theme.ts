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
  /**
   * The open-in-browser guide: dark enough that the page under it no longer reads (its text below
   * 1.1:1), so the guide's white words and 我知道了 are the only text on screen.
   */
  guideMask: 'rgba(0, 0, 0, 0.96)',
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
  /** Activity state "not started": blue behind white text (4.9:1, #2F80ED had 3.9). */
  info: '#1F6FD6',
  /** An expired preview's banner; a finished activity: grey behind white text (4.9:1, #8A8A8A had 3.4). */
  muted: '#707070',
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

/** Fixed heights of the page frame: the sticky open-app banner (anchors scroll below it). */
export const sizes = { header: '56px' } as const;

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
   * configured (also the --primary-color variable), for decoration; primarySoft: its soft tint.
   */
  colors: typeof colors & { primary: string; brand: string; primarySoft: string };
  fontSizes: typeof fontSizes;
  lineHeights: typeof lineHeights;
  fontWeights: typeof fontWeights;
  space: typeof space;
  radii: typeof radii;
  shadows: typeof shadows;
  zIndices: typeof zIndices;
  sizes: typeof sizes;
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

/**
 * The soft background of a hex colour (tags, selected items): 10% of it over white, opaque, so text
 * in the readable shade keeps the contrast readableShade checked against it on any page behind.
 */
export function softTint(hex: string): string {
  let h = hex.replace('#', '');
  if (h.length === 3 || h.length === 4) h = [...h].map((c) => c + c).join('');
  const channels = [0, 2, 4].map((i) => Math.round(255 * 0.9 + parseInt(h.slice(i, i + 2), 16) * 0.1));
  return `#${channels
    .map((v) => v.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase()}`;
}

/** The site's own colours: as configured (brand) and its readable shade (primary). */
export interface PrimaryColors {
  brand: string;
  primary: string;
}

/** primaryColors() of the default colour (readable-colors.ts), as a constant (theme.spec checks it): the theme of a page without the root's data. */
export const DEFAULT_PRIMARY_COLORS: PrimaryColors = { brand: DEFAULT_PRIMARY_COLOR, primary: '#C83A1E' };

/** Builds the theme from the site's colours (primaryColors in readable-colors.ts computes them). */
export function themeOf({ brand, primary }: PrimaryColors, options: CreateThemeOptions = {}): ShareTheme {
  const inset = options.safeAreaBottom;
  return {
    colors: { ...colors, primary, brand, primarySoft: softTint(brand) },
    fontSizes,
    lineHeights,
    fontWeights,
    space,
    radii,
    shadows,
    zIndices,
    sizes,
    fontFamily,
    safeAreaBottom:
      typeof inset === 'number' && Number.isFinite(inset) && inset >= 0 ? `${inset}px` : SAFE_AREA_BOTTOM_FALLBACK,
  };
}
