import { createGlobalStyle, useTheme } from 'styled-components';
import { colors, fontFamily, fontSizes, lineHeights } from './theme';

/**
 * The reset and mobile defaults: constants only. A global style that reads the theme is rebuilt by
 * styled-components when it mounts in the browser (its rules deleted and inserted again, the
 * server's copy being already in the page), a change of the page's style sheets in the hydration
 * that restyles the whole document; a static one is recognised as the server's and left alone.
 */
const Reset = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
    -webkit-tap-highlight-color: transparent;
  }
  body {
    margin: 0;
    font-family: ${fontFamily};
    font-size: ${fontSizes.body};
    line-height: ${lineHeights.normal};
    color: ${colors.text};
    background: ${colors.background};
    -webkit-font-smoothing: antialiased;
  }
  h1, h2, h3, h4, p, ul, ol, figure { margin: 0; padding: 0; }
  ul, ol { list-style: none; }
  a { color: inherit; text-decoration: none; }
  img { display: block; max-width: 100%; }
  /* Failed before hydration (image.tsx's head script): never the broken-image glyph or alt text. */
  img[data-img-failed] { visibility: hidden; }
  button { font: inherit; color: inherit; background: none; border: 0; padding: 0; cursor: pointer; }
  /* The page's fonts in fields too: left to the browser, a field's text (a phone number typed into
     the login panel) took the system's default font, not the page's. */
  input, textarea, select { font-family: inherit; }
`;

/**
 * Page-wide reset and mobile defaults; exposes the site's colour as --primary-color and the
 * safe-area inset as --safe-area-bottom. The two variables are the theme's: a <style> of their own,
 * which React puts into the head (a style with a precedence) and hydration finds there as the
 * server wrote it. Its href names the values (a new colour is a new style, not an update React
 * would not make); the theme's values are checked, a hex colour and a length.
 */
export function GlobalStyle() {
  const theme = useTheme();
  const inset = theme.safeAreaBottom.endsWith('px') ? theme.safeAreaBottom : 'device';
  const variables = `:root{--primary-color:${theme.colors.brand};--safe-area-bottom:${theme.safeAreaBottom};}`;
  return (
    <>
      <Reset />
      <style href={`share-theme-${theme.colors.brand.slice(1)}-${inset}`} precedence="share-theme">
        {variables}
      </style>
    </>
  );
}
