// Public face of @share/auth: the session (start-up, login, logout), the phone-login panel and
// the app-wide auth event bus. Browser-only work runs in effects and event handlers.

// React
export { AuthProvider, useSession,  FALLBACK_TOAST_MS } from './lib/auth-provider';
;
export { useLoginPanel } from './lib/login-panel/use-login-panel';
export type { LoginPanelProps,  } from './lib/login-panel/use-login-panel';

// Session and flows
export { createSessionStore,  } from './lib/session-store';
;
export {
  
  
  
  openMiniProgramLogin,
  
  
  
} from './lib/auth-flows';
;
export { authEvents, openLogin } from './lib/auth-events';
;

// Rules, constants and strings
;
;
export {
  CODE_COUNTDOWN_S,
  
  
  
  
  LOGIN_RETRY_DELAY_MS,
  LOGIN_RETRY_MAX,
  
  
  
  
  
  
  TOKEN_STORAGE_KEY,
  USER_ID_STORAGE_KEY,
} from './lib/constants';
export {
  LOGOUT_CONFIRM_TITLE,
  MSG_AGREEMENT_REQUIRED,
  MSG_CODE_SENT,
  MSG_LOGIN_SUCCESS,
  
  MSG_NETWORK_ERROR,
} from './lib/messages';
