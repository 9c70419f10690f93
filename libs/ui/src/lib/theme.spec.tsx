import { renderToString } from 'react-dom/server';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { GlobalStyle } from './global-style';
import { contrastRatio, createTheme, defaultTheme, primaryColors, readableShade } from './readable-colors';
import { colors, DEFAULT_PRIMARY_COLOR, DEFAULT_PRIMARY_COLORS, isHexColor, softTint, themeOf } from './theme';

describe('theme', () => {
  it('defaults the primary colour to #FF4A26', () => {
    expect(DEFAULT_PRIMARY_COLOR).toBe('#FF4A26');
    expect(createTheme().colors.brand).toBe('#FF4A26');
  });

  it("takes the app info's primaryColor", () => {
    expect(createTheme('#1677FF').colors.brand).toBe('#1677FF');
    expect(createTheme(' #0a0 ').colors.brand).toBe('#0a0');
  });

  it('refuses anything that is not a hex colour (no CSS injection from app info)', () => {
    for (const bad of ['red;} body{display:none', 'rgb(0,0,0)', '', null, undefined, '#12345']) {
      expect(createTheme(bad).colors.brand).toBe('#FF4A26');
    }
    expect(isHexColor('#FF4A26')).toBe(true);
    expect(isHexColor('#ff4a2680')).toBe(true);
  });

  it('uses the safe-area bottom value of the store, else the device inset', () => {
    expect(createTheme(undefined, { safeAreaBottom: 34 }).safeAreaBottom).toBe('34px');
    expect(createTheme().safeAreaBottom).toBe('env(safe-area-inset-bottom, 0px)');
    expect(createTheme(undefined, { safeAreaBottom: -1 }).safeAreaBottom).toBe('env(safe-area-inset-bottom, 0px)');
  });

  it('carries mobile tokens: 16 px body, 17–18 px titles, #707070 meta text (the lightest grey with 4.5:1 on the page background)', () => {
    const t = createTheme();
    expect(t.fontSizes.body).toBe('16px');
    expect([t.fontSizes.title, t.fontSizes.heading]).toEqual(['17px', '18px']);
    expect(t.colors.meta).toBe('#707070');
  });

  it('darkens the colour of text and buttons just enough for 4.5:1 (WCAG AA), and leaves a dark one as it is', () => {
    const primary = createTheme().colors.primary;
    expect(contrastRatio(primary, '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(primary, defaultTheme.colors.background)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(readableShade('#FF4A26'), '#FFFFFF')).toBeLessThan(5.2);
    expect(createTheme('#1A1A80').colors.primary).toBe('#1A1A80');
    expect(contrastRatio(defaultTheme.colors.meta, defaultTheme.colors.background)).toBeGreaterThanOrEqual(4.5);
  });

  it('builds the same theme from the colours the server computes (the browser does no contrast search)', () => {
    expect(primaryColors('#1A1A80')).toEqual({ brand: '#1A1A80', primary: '#1A1A80' });
    expect(primaryColors('red; }')).toEqual(DEFAULT_PRIMARY_COLORS);
    expect(primaryColors()).toEqual(DEFAULT_PRIMARY_COLORS);
    expect(themeOf(primaryColors('#3BA55C'), { safeAreaBottom: 20 })).toEqual(
      createTheme('#3BA55C', { safeAreaBottom: 20 }),
    );
    expect(themeOf(DEFAULT_PRIMARY_COLORS)).toEqual(defaultTheme);
  });

  it('keeps the configured colour exactly for text and buttons when asked (BRAND_COLOR_EXACT), else darkens it', () => {
    expect(primaryColors('#FF4A26')).toEqual({ brand: '#FF4A26', primary: '#C83A1E' });
    expect(primaryColors('#FF4A26', { exact: true })).toEqual({ brand: '#FF4A26', primary: '#FF4A26' });
    expect(themeOf(primaryColors('#1677FF', { exact: true })).colors.primary).toBe('#1677FF');
    expect(primaryColors('red; }', { exact: true })).toEqual({ brand: '#FF4A26', primary: '#FF4A26' });
  });

  it('keeps white text readable on the grey of an expired preview and a finished activity', () => {
    expect(contrastRatio(colors.onDark, colors.muted)).toBeGreaterThanOrEqual(4.5);
  });

  it('tints a colour for soft backgrounds, opaque so the page behind does not darken it', () => {
    expect(softTint('#FF4A26')).toBe('#FFEDE9');
    expect(softTint('#fff')).toBe('#FFFFFF');
    expect(defaultTheme.colors.primarySoft).toBe('#FFEDE9');
    // A tag's text on its soft tint (axe found 4.22:1 when the tint was translucent over the page background).
    expect(contrastRatio(defaultTheme.colors.primary, defaultTheme.colors.primarySoft)).toBeGreaterThanOrEqual(4.5);
  });

  it('puts the primary colour into the server-rendered CSS for the first paint', () => {
    const sheet = new ServerStyleSheet();
    try {
      const html = renderToString(
        sheet.collectStyles(
          <ThemeProvider theme={createTheme('#1677FF', { safeAreaBottom: 20 })}>
            <GlobalStyle />
          </ThemeProvider>,
        ),
      );
      // A style with a precedence: React writes it into the document's head.
      expect(html).toBe(
        '<style data-precedence="share-theme" data-href="share-theme-1677FF-20px">:root{--primary-color:#1677FF;--safe-area-bottom:20px;}</style>',
      );
      expect(sheet.getStyleTags()).toContain('body{margin:0;font-family:-apple-system');
    } finally {
      sheet.seal();
    }
  });

  it('keeps the reset free of the theme, so that hydration does not rebuild it', () => {
    const cssOf = (color: string) => {
      const sheet = new ServerStyleSheet();
      try {
        renderToString(
          sheet.collectStyles(
            <ThemeProvider theme={createTheme(color)}>
              <GlobalStyle />
            </ThemeProvider>,
          ),
        );
        return sheet.getStyleTags();
      } finally {
        sheet.seal();
      }
    };
    expect(cssOf('#1677FF')).toBe(cssOf('#FF4A26'));
  });
});
