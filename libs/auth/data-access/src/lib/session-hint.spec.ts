/**
 * @jest-environment jsdom
 */
// <html data-session> says whether a session is stored: the head's script sets it before the first
// paint from what restore() reads, and the store keeps it true on login, restore and logout.
import { SESSION_HINT_SCRIPT } from './session-hint';
import { createSessionStore } from './session-store';

const hint = () => document.documentElement.getAttribute('data-session');

describe('the session hint on <html>', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute('data-session');
  });

  it('the head script says anonymous without a stored session, user with a token and user id', () => {
    new Function(SESSION_HINT_SCRIPT)();
    expect(hint()).toBe('anonymous');
    localStorage.setItem('token', 't');
    new Function(SESSION_HINT_SCRIPT)();
    expect(hint()).toBe('anonymous');
    localStorage.setItem('user_id', 'u');
    new Function(SESSION_HINT_SCRIPT)();
    expect(hint()).toBe('user');
  });

  it('follows login, restore and logout', () => {
    const session = createSessionStore({ storage: localStorage, writeCookie: null });
    session.saveLogin('token-1', 'user-1');
    expect(hint()).toBe('user');
    session.clearUser();
    expect(hint()).toBe('anonymous');
    session.saveLogin('token-1', 'user-1');
    document.documentElement.removeAttribute('data-session');
    expect(session.restore()).toBe(true);
    expect(hint()).toBe('user');
  });
});
