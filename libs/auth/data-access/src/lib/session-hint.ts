// The session's hint on <html data-session="user|anonymous">: a tiny inline script in the document
// head sets it from the stored session before the first paint, and the session store keeps it true
// on login, restore and logout. CSS hides what only a logged-out visitor sees (the banner's 登录)
// while it says "user", so a logged-in visitor never sees 登录 while the page hydrates — and the
// server's HTML stays the same for every visitor (cacheable).
import { TOKEN_STORAGE_KEY, USER_ID_STORAGE_KEY } from './constants';

const SESSION_HINT_ATTRIBUTE = 'data-session';

/** The inline script's source: a session is a stored token and user id, as restore() reads them. */
export const SESSION_HINT_SCRIPT =
  `(function(d){var v='anonymous';try{var s=window.localStorage;` +
  `if(s.getItem(${JSON.stringify(TOKEN_STORAGE_KEY)})&&s.getItem(${JSON.stringify(USER_ID_STORAGE_KEY)}))v='user'}` +
  `catch(e){}d.setAttribute(${JSON.stringify(SESSION_HINT_ATTRIBUTE)},v)})(document.documentElement)`;

/** Marks the document as the session now is (browser only). */
export function markSessionHint(loggedIn: boolean): void {
  if (typeof document === 'undefined') return;
  document.documentElement.setAttribute(SESSION_HINT_ATTRIBUTE, loggedIn ? 'user' : 'anonymous');
}
