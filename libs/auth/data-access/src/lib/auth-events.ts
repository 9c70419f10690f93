// The app-wide auth event bus (mitt): any component opens the login panel with openLogin(); the
// session announces loggedIn and loggedOut so features reset their per-user state (collect...).
import mitt from 'mitt';
import type { UserInfo } from '@share/contract';

export type AuthEvents = {
  openLogin: void;
  loggedIn: { user: UserInfo; token: string };
  loggedOut: void;
};

export const authEvents = mitt<AuthEvents>();

/** Opens the phone-login panel from anywhere. */
export function openLogin(): void {
  authEvents.emit('openLogin');
}
