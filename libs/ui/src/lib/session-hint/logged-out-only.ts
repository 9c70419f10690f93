// What only a logged-out visitor sees (the banner's 登录, the /auth page's login call) is hidden while
// <html data-session="user"> says a session is stored: auth's inline head script sets it before the
// first paint, so a logged-in visitor never sees 登录 while the page hydrates and restores the session.
import { css } from 'styled-components';

export const loggedOutOnly = css`
  html[data-session='user'] & {
    visibility: hidden;
  }
`;
