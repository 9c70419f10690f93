import { createGlobalStyle } from 'styled-components';

/** Default theme colour of spec §9. */
export const DEFAULT_PRIMARY_COLOR = '#FF4A26';

export const shellTheme = {
  primaryColor: DEFAULT_PRIMARY_COLOR,
};

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: -apple-system, BlinkMacSystemFont, 'PingFang SC', 'Hiragino Sans GB', 'Noto Sans CJK SC', 'Microsoft YaHei', sans-serif;
    font-size: 16px;
    line-height: 1.6;
    color: #222;
    background: #f5f6f7;
    -webkit-tap-highlight-color: transparent;
  }
  a { color: inherit; text-decoration: none; }
  img { max-width: 100%; }
`;
