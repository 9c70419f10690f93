import type { DeferredLinkServices, FunnelItem } from './deferred-link';
import { fakeRuntime, LAUNCH_CONFIG as CONFIG } from './launch-test-kit';
import { leaveForApp, openTagFailed } from './leave-for-app';

const PARAMS = { post_id: 'p1', stype: 'article' };
const ITEM: FunnelItem = { post_id: 'p1', content_type: 'article', env: 'android', share_id: null };
const TEXT = '【南岭新闻】打开APP查看：地铁通车 #tok_tok_tok_tok_tok_to#';
/** The site's download page with the 口令 in its fragment, as jsdom's page (http://localhost) has it. */
const KOULING_PAGE = `http://localhost/davmu/share/download/index.html#kouling=${encodeURIComponent(TEXT)}`;

function services(): DeferredLinkServices & { steps: string[] } {
  const steps: string[] = [];
  return {
    steps,
    createToken: jest.fn().mockResolvedValue({ token: 'tok_tok_tok_tok_tok_to', title: '地铁通车' }),
    reportStep: (step) => steps.push(step),
    notice: jest.fn(),
  };
}

describe('leaveForApp', () => {
  it("an intent with a copied 口令 falls back to the site's download page showing it", async () => {
    const runtime = fakeRuntime();
    const launched = jest.fn();
    const copy = { text: TEXT, copied: true };
    await leaveForApp({
      strategy: 'intent',
      config: CONFIG,
      params: PARAMS,
      runtime,
      deferredLink: services(),
      item: ITEM,
      copy: Promise.resolve(copy),
      known: copy,
      onLaunched: launched,
    });
    expect(runtime.navigations).toHaveLength(1);
    expect(runtime.navigations[0]).toContain(`;S.browser_fallback_url=${encodeURIComponent(KOULING_PAGE)};end`);
    expect(launched).toHaveBeenCalledWith({ strategy: 'intent', fallback: false });
  });

  it('the download strategy reports the step and carries a refused copy to the site page', async () => {
    const runtime = fakeRuntime();
    const deferredLink = services();
    await leaveForApp({
      strategy: 'download',
      config: CONFIG,
      params: PARAMS,
      runtime,
      deferredLink,
      item: ITEM,
      copy: Promise.resolve({ text: TEXT, copied: false }),
      known: null,
      onLaunched: () => undefined,
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(deferredLink.steps).toEqual(['download']);
    expect(runtime.navigations).toEqual([`/davmu/share/download/index.html#kouling=${encodeURIComponent(TEXT)}`]);
  });
});

/** Fails the open tag for `deferredLink`; resolves once it navigates, with where to and its fallback report. */
function failOpenTag(deferredLink: DeferredLinkServices): Promise<{ navigations: string[]; onFallback: jest.Mock }> {
  const navigations: string[] = [];
  const onFallback = jest.fn();
  return new Promise((resolve) =>
    openTagFailed({
      config: CONFIG,
      navigate: (url) => {
        navigations.push(url);
        resolve({ navigations, onFallback });
      },
      deferredLink,
      item: ITEM,
      appName: '南岭新闻',
      beforeLeaving: (text) => text,
      onFallback,
    }),
  );
}

describe('openTagFailed', () => {
  it("asks for a token and goes to the site's download page with the 口令 to copy", async () => {
    const deferredLink = services();
    const { navigations, onFallback } = await failOpenTag(deferredLink);
    expect(navigations).toEqual([KOULING_PAGE]);
    expect(deferredLink.steps).toEqual(['download']);
    expect(onFallback).toHaveBeenCalledWith(true);
  });

  it("goes to the app's download page when no token can be had", async () => {
    const deferredLink = services();
    (deferredLink.createToken as jest.Mock).mockRejectedValue(new Error('429'));
    const { navigations } = await failOpenTag(deferredLink);
    expect(navigations).toEqual([CONFIG.downloadUrl]);
  });
});
