// The visitor's session: anonymous token, user token and id, user info. Kept in memory, mirrored
// to local storage (token, user id); a non-secret share_session=1 cookie says "logged in". Storage is touched only by
// methods called in the browser, never at import time or during a server render.
import { browserStorage, type TokenPair } from '@share/api-client';
import type { UserInfo } from '@share/contract';
import {
  DEVICE_ID_STORAGE_KEY,
  LEGACY_TOKEN_COOKIE,
  SESSION_COOKIE,
  SESSION_COOKIE_PATH,
  TOKEN_STORAGE_KEY,
  USER_ID_STORAGE_KEY,
} from './constants';
import { markSessionHint } from './session-hint';

export interface SessionState {
  anonymousToken: string | null;
  /** The user token (login or restored from storage). */
  token: string | null;
  userId: string | null;
  /** null until the account is fetched, and again after logout. */
  user: UserInfo | null;
}

/**
 * The part of the session that features render from (useSession): the user's token, id and info,
 * not the anonymous token that start-up fetches after hydration, which only the API client and
 * what waits for a token of either kind read (useAnonymousToken).
 */
export type UserSessionState = Pick<SessionState, 'token' | 'userId' | 'user'>;

export interface SessionStore {
  getState(): SessionState;
  /** The user's part of the state: the same object until the token, the user id or the user changes. */
  getUserState(): UserSessionState;
  subscribe(listener: () => void): () => void;
  /** For createApiClient({ getToken }). */
  getTokens(): TokenPair;
  /** The device id sent with logins: the one kept locally, else `create()`'s, then kept. */
  deviceId(create: () => string): string;
  setAnonymousToken(token: string): void;
  /** Reads the saved token and user id into the session; true when there was one. */
  restore(): boolean;
  /** Saves a login's token and user id (memory, storage) and sets the session flag cookie. */
  saveLogin(token: string, userId: string): void;
  setUser(user: UserInfo | null): void;
  /** Forgets the user: token, user id and user info (memory, storage), and the flag cookie. */
  clearUser(): void;
}

export interface SessionStoreOptions {
  /** Defaults to window.localStorage in the browser, none on the server. */
  storage?: Storage | null;
  /** Writes the session flag cookie; defaults to document.cookie in the browser. */
  writeCookie?: ((cookie: string) => void) | null;
  initial?: Partial<SessionState>;
}

function defaultWriteCookie(cookie: string): void {
  if (typeof document !== 'undefined') document.cookie = cookie;
}

/**
 * A cookie of the site's path as document.cookie takes it (the same text as the cookie package's
 * serialize, which the browser need not load for two fixed names): set, or removed at once.
 */
function siteCookie(name: string, value: string | null, secure: boolean): string {
  const attributes = `Path=${SESSION_COOKIE_PATH}; SameSite=Lax${secure ? '; Secure' : ''}`;
  return value === null ? `${name}=; Max-Age=0; ${attributes}` : `${name}=${value}; ${attributes}`;
}

/**
 * Whether the page was served over HTTPS: its cookies then carry Secure (never sent over plain
 * HTTP). The browser's own address says it, whatever proxies (X-Forwarded-Proto) stood in between.
 */
const servedOverHttps = () => typeof location !== 'undefined' && location.protocol === 'https:';

/** The session flag cookie: set while logged in, removed otherwise. It carries no secret. */
function sessionCookie(loggedIn: boolean, secure: boolean): string {
  return siteCookie(SESSION_COOKIE, loggedIn ? '1' : null, secure);
}

export function createSessionStore(options: SessionStoreOptions = {}): SessionStore {
  let state: SessionState = { anonymousToken: null, token: null, userId: null, user: null, ...options.initial };
  let userState: UserSessionState = { token: state.token, userId: state.userId, user: state.user };
  const listeners = new Set<() => void>();
  let memoryDeviceId: string | null = null;
  const storage = () => (options.storage !== undefined ? options.storage : browserStorage());
  const writeCookie = (cookie: string) =>
    (options.writeCookie === undefined ? defaultWriteCookie : options.writeCookie)?.(cookie);

  function set(patch: Partial<SessionState>) {
    state = { ...state, ...patch };
    if (state.token !== userState.token || state.userId !== userState.userId || state.user !== userState.user) {
      userState = { token: state.token, userId: state.userId, user: state.user };
    }
    listeners.forEach((listener) => listener());
  }
  function write(key: string, value: string | null) {
    try {
      if (value === null) storage()?.removeItem(key);
      else storage()?.setItem(key, value);
    } catch {
      // Blocked storage: the session lives in memory for this page only.
    }
  }
  function read(key: string): string | null {
    try {
      return storage()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  }

  return {
    getState: () => state,
    getUserState: () => userState,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getTokens: () => ({ user: state.token, anonymous: state.anonymousToken }),
    deviceId(create) {
      const stored = read(DEVICE_ID_STORAGE_KEY);
      if (stored) return stored;
      memoryDeviceId ??= create();
      write(DEVICE_ID_STORAGE_KEY, memoryDeviceId);
      return memoryDeviceId;
    },
    setAnonymousToken: (token) => set({ anonymousToken: token }),
    restore() {
      const token = read(TOKEN_STORAGE_KEY);
      const userId = read(USER_ID_STORAGE_KEY);
      writeCookie(siteCookie(LEGACY_TOKEN_COOKIE, null, servedOverHttps()));
      markSessionHint(Boolean(token && userId));
      if (!token || !userId) return false;
      writeCookie(sessionCookie(true, servedOverHttps()));
      set({ token, userId });
      return true;
    },
    saveLogin(token, userId) {
      write(TOKEN_STORAGE_KEY, token);
      write(USER_ID_STORAGE_KEY, userId);
      writeCookie(sessionCookie(true, servedOverHttps()));
      markSessionHint(true);
      set({ token, userId });
    },
    setUser: (user) => set({ user }),
    clearUser() {
      write(TOKEN_STORAGE_KEY, null);
      write(USER_ID_STORAGE_KEY, null);
      writeCookie(sessionCookie(false, servedOverHttps()));
      markSessionHint(false);
      set({ token: null, userId: null, user: null });
    },
  };
}
