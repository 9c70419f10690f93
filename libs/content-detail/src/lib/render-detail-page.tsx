// The detail page as a visitor's browser holds it, for the container's tests: ContentDetailPage inside
// the theme, the toasts, the typed API over a scripted platform and the session (signed in or not).
import { act, render } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { ApiProvider } from '@share/api-client';
import {
  createTestApi,
  defaultMockRoutes,
  fixtureUserInfo,
  type MockAnswer,
  type MockFetch,
} from '@share/api-client/testing';
import { AuthProvider, authEvents, createSessionStore } from '@share/auth';
import { defaultTheme, ToastProvider } from '@share/ui';
import { ContentDetailPage } from './content-detail-page';
import type { ContentDetailData } from './detail-data';

/** The signed-in visitor's token (the testing entry's user). */
const SIGNED_IN_TOKEN = 'user-token-1';

interface DetailPageOptions {
  /** Answers on top of the testing entry's default platform (`'GET /path'` keys). */
  routes?: Record<string, MockAnswer>;
  /** A visitor signed in as the testing entry's user; anonymous otherwise. */
  signedIn?: boolean;
}

/**
 * Renders the page and waits for what it does at once (the recommendation block suspends until its
 * lists arrive). Returns the scripted fetch, whose calls the tests read.
 */
export async function renderDetailPage(
  data: ContentDetailData,
  { routes = {}, signedIn = false }: DetailPageOptions = {},
): Promise<{ fetch: MockFetch }> {
  const session = createSessionStore({ writeCookie: null });
  if (signedIn) session.saveLogin(SIGNED_IN_TOKEN, fixtureUserInfo().user_id);
  const { api, fetch } = createTestApi({ ...defaultMockRoutes(), ...routes }, { getToken: session.getTokens });
  await act(async () => {
    render(
      <ThemeProvider theme={defaultTheme}>
        <ToastProvider>
          <ApiProvider api={api}>
            <AuthProvider api={api} session={session} startOnMount={false}>
              <ContentDetailPage data={data} />
            </AuthProvider>
          </ApiProvider>
        </ToastProvider>
      </ThemeProvider>,
    );
  });
  return { fetch };
}

/**
 * Registers the container tests' set-up: each test starts with no stored session and no auth-event
 * listener left by the one before, and with console.warn captured (the page writes a failed call
 * there and stays silent on screen, spec §8). Returns the running test's spy.
 */
export function setUpDetailPageTests(): () => jest.SpyInstance {
  let warn: jest.SpyInstance | undefined;
  beforeEach(() => {
    localStorage.clear();
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    warn?.mockRestore();
    authEvents.all.clear();
  });
  return () => {
    if (!warn) throw new Error('console.warn is captured inside a test only');
    return warn;
  };
}
