// Public face of @share/auth/feature (project auth): the phone-login panel (view, its state hook,
// the SMS countdown, its strings) that AuthProvider shows, the /auth page and the invitation page
// (spec §2 route table). The session itself is @share/auth's (project auth-data-access).
export { LoginPanel } from './lib/login-panel/login-panel';
export { MSG_AGREEMENT_REQUIRED } from './lib/login-panel/messages';
export { AuthPage, InviteView } from './lib/lazy-pages';
export { loadInvite } from './lib/invite/load-invite';
