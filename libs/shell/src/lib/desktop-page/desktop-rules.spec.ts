import { DESKTOP_MIN_WIDTH, isFramedPageRequest, wantsDesktopPage } from './desktop-rules';
import { changeRouteTarget, framedPage, isAllowedPcTarget, pcFrameAddress } from './desktop-frame';

describe('desktop redirect rule (spec §2)', () => {
  it('sends a window 1000 px wide or wider to /pc, phone or not', () => {
    expect(DESKTOP_MIN_WIDTH).toBe(1000);
    expect(wantsDesktopPage({ width: 1000, landscape: true, phone: true })).toBe(true);
    expect(wantsDesktopPage({ width: 1200, landscape: false, phone: false })).toBe(true);
  });

  it('keeps a phone turned to landscape (844 × 390) on the mobile page', () => {
    expect(wantsDesktopPage({ width: 844, landscape: true, phone: true })).toBe(false);
  });

  it('sends a narrow landscape window of a device that is not a phone to /pc', () => {
    expect(wantsDesktopPage({ width: 900, landscape: true, phone: false })).toBe(true);
  });

  it('keeps a narrow portrait window on the mobile page', () => {
    expect(wantsDesktopPage({ width: 390, landscape: false, phone: false })).toBe(false);
    expect(wantsDesktopPage({ width: 390, landscape: false, phone: true })).toBe(false);
  });
});

describe('changeRouteTarget: where a changeRoute message may move the desktop page', () => {
  const location = {
    origin: 'https://share.example.com',
    host: 'share.example.com',
    href: 'https://share.example.com/davmu/share/pc?url=x',
  };
  const message = (pc_link: unknown, origin = location.origin) => ({ origin, data: { type: 'changeRoute', pc_link } });
  const allowed = ['share.example.com', 'partner.example.com'];

  it('follows links of its own origin to its own and the allowed hosts, relative ones included', () => {
    expect(changeRouteTarget(message('https://partner.example.com/a'), location, allowed)).toBe(
      'https://partner.example.com/a',
    );
    expect(changeRouteTarget(message('/davmu/share/'), location, allowed)).toBe(
      'https://share.example.com/davmu/share/',
    );
  });

  it("refuses a link with a user name or password, like the page's own url check (the copy it replaced did not)", () => {
    expect(changeRouteTarget(message('https://user:pw@partner.example.com/'), location, allowed)).toBeNull();
    expect(isAllowedPcTarget('https://user:pw@partner.example.com/', location.host, allowed)).toBe(false);
  });

  it('refuses other origins, other hosts, other schemes and other messages', () => {
    expect(
      changeRouteTarget(message('https://partner.example.com/', 'https://evil.example.com'), location, allowed),
    ).toBeNull();
    expect(changeRouteTarget(message('https://evil.example.com/'), location, allowed)).toBeNull();
    expect(changeRouteTarget(message('javascript:alert(1)'), location, allowed)).toBeNull();
    expect(
      changeRouteTarget({ origin: location.origin, data: { type: 'other', pc_link: '/' } }, location, allowed),
    ).toBeNull();
    expect(changeRouteTarget({ origin: location.origin, data: null }, location, allowed)).toBeNull();
  });
});

describe('a framed page is never sent to the desktop page (spec §2: not inside a frame)', () => {
  it("marks the address the desktop page frames when it is on the site's own host, keeping its query", () => {
    expect(
      pcFrameAddress(
        'https://share.example.com/davmu/share/news/doc/2026/11/a/index.html?from=app',
        'share.example.com',
      ),
    ).toBe('https://share.example.com/davmu/share/news/doc/2026/11/a/index.html?from=app&pc_frame=1');
    expect(pcFrameAddress('https://SHARE.example.com/davmu/share/', 'share.example.com')).toBe(
      'https://share.example.com/davmu/share/?pc_frame=1',
    );
  });

  it("leaves a partner host's address as it is", () => {
    expect(pcFrameAddress('https://partner.example.com/a?b=1', 'share.example.com')).toBe(
      'https://partner.example.com/a?b=1',
    );
  });

  it('takes a request as framed on Sec-Fetch-Dest iframe or frame, or on the marker alone', () => {
    expect(isFramedPageRequest('iframe', '/davmu/share/bar')).toBe(true);
    expect(isFramedPageRequest('frame', '/davmu/share/bar')).toBe(true);
    // Fetched by the service worker (Chromium sends "empty") or by a browser without fetch metadata.
    expect(isFramedPageRequest('empty', '/davmu/share/bar?pc_frame=1')).toBe(true);
    expect(isFramedPageRequest(undefined, '/davmu/share/bar?from=app&pc_frame=1')).toBe(true);
  });

  it('takes a top-level document, or a marker only in the hash, as not framed', () => {
    expect(isFramedPageRequest('document', '/davmu/share/bar')).toBe(false);
    expect(isFramedPageRequest('empty', '/davmu/share/bar?from=app')).toBe(false);
    expect(isFramedPageRequest(undefined, '/davmu/share/bar#pc_frame=1')).toBe(false);
  });
});

describe('framedPage: what the QR code and the tab title follow (issue 53)', () => {
  const ORIGIN = 'https://share.example.cn';
  const frameAt = (href: string, title: string) =>
    ({ contentWindow: { location: { href } }, contentDocument: { title } }) as unknown as HTMLIFrameElement;

  it("reads the framed page's address without the frame marker, and its title", () => {
    expect(
      framedPage(frameAt(`${ORIGIN}/davmu/share/news/doc/2026/11/b/index.html?pc_frame=1&from=qr`, '文章B'), ORIGIN),
    ).toEqual({ url: `${ORIGIN}/davmu/share/news/doc/2026/11/b/index.html?from=qr`, title: '文章B' });
    expect(framedPage(frameAt(`${ORIGIN}/davmu/share/?pc_frame=1`, '首页'), ORIGIN)).toEqual({
      url: `${ORIGIN}/davmu/share/`,
      title: '首页',
    });
  });

  it("gives nothing for a partner host's page or one the browser refuses to let it read", () => {
    expect(framedPage(frameAt('https://m.example-partner.cn/a.html', 'A'), ORIGIN)).toBeNull();
    const refused = {
      get contentWindow(): never {
        throw new DOMException('Blocked a frame with origin', 'SecurityError');
      },
      contentDocument: null,
    } as unknown as HTMLIFrameElement;
    expect(framedPage(refused, ORIGIN)).toBeNull();
    expect(framedPage(frameAt('about:blank', ''), ORIGIN)).toBeNull();
  });
});
