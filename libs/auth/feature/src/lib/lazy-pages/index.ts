// The /auth and invitation pages are chunks of their own: a page's first load lists the chunk of the
// page it shows, by the module's path (lazyPage). The server HTML is the whole page (the server loads
// every lazy chunk before it renders) and stays as it is until the chunk has arrived.
//
// One module per page: a route's chunk holds its own page's definition and no other's.
export { AuthPage } from './auth-page';
export { InviteView } from './invite-view';
