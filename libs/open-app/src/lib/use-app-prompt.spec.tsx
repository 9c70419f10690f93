import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { LaunchRuntime } from './launch';
import { useAppPrompt } from './use-app-prompt';
import { OpenAppProvider } from './use-open-app';

const CONFIG = {
  scheme: 'davmu',
  universalLinkBase: 'https://link.davmu.example/open',
  androidPackage: 'com.davmu.news',
  wxOpenAppId: 'wx0123456789abcdef',
  downloadUrl: 'https://download.davmu.example/app',
};
const MESSAGES = { follow: '请打开APP关注TA', comment: '请打开APP参与评论' };
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';

/** The platform's own app on the same phone (its user agent's mark). */
const OWN_CLIENT = `${ANDROID} DavmuApp/3.2.0`;

function setup(userAgent = ANDROID, alert?: (message: string) => void) {
  jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  const navigations: string[] = [];
  const runtime: LaunchRuntime = {
    navigate: (url) => navigations.push(url),
    isVisible: () => true,
    onLeave: () => () => undefined,
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <OpenAppProvider config={CONFIG} runtime={runtime} brand={{ logo: '/logo.png', name: '南岭新闻' }}>
      {children}
    </OpenAppProvider>
  );
  const hook = renderHook(() => useAppPrompt({ id: 'qDf3FdCa', kind: 'dejin' }, MESSAGES, { alert }), { wrapper });
  return { hook, navigations };
}

describe('useAppPrompt', () => {
  afterEach(() => jest.restoreAllMocks());

  it("is closed until prompted; prompting opens the dialog with the action's message and the site brand", () => {
    const { hook } = setup();
    expect(hook.result.current.dialog.open).toBe(false);
    act(() => hook.result.current.prompt('follow'));
    expect(hook.result.current.dialog).toMatchObject({
      open: true,
      message: '请打开APP关注TA',
      miniProgram: false,
      logo: '/logo.png',
      siteName: '南岭新闻',
    });
    act(() => hook.result.current.dialog.onClose());
    expect(hook.result.current.dialog.open).toBe(false);
  });

  it('立即前往 closes the dialog and opens the app at the record', async () => {
    const { hook, navigations } = setup();
    act(() => hook.result.current.prompt('comment'));
    // The launch's code may still be on its way (it loads once the page is idle).
    await act(async () => hook.result.current.dialog.onGo());
    expect(hook.result.current.dialog.open).toBe(false);
    expect(navigations[0]).toContain('qDf3FdCa');
  });

  it("in the platform's own app a prompt's message is an alert, never the dialog (there is no app to open)", () => {
    const alerts: string[] = [];
    const { hook, navigations } = setup(OWN_CLIENT, (message) => alerts.push(message));
    act(() => hook.result.current.prompt('follow'));
    expect(hook.result.current.dialog.open).toBe(false);
    expect(alerts).toEqual(['请打开APP关注TA']);
    expect(navigations).toEqual([]);
  });
});
