// Public face of @share/account: the visitor's account pages beside @share/auth (which holds the
// session and the login logic): the /auth page and the invitation page (spec §2 route table).
export { AuthView } from './lib/auth/auth-view';
export { InviteView } from './lib/invite/invite-view';
export { loadInvite } from './lib/invite/load-invite';
