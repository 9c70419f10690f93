import { copyLinkToken, shareIdOf, type DeferredLinkServices } from './deferred-link';
import { downloadAddress } from './leave-for-app';
import { LINK_TOKEN_COPIED } from './constants';

const ITEM = { post_id: 'AbCdEfGh', content_type: 'article', env: 'android' as const, share_id: null };

function services(token = 'tok_tok_tok_tok_tok_to'): DeferredLinkServices & { notices: string[] } {
  const notices: string[] = [];
  return {
    notices,
    createToken: jest.fn().mockResolvedValue({ token, title: '南岭#大桥#通车' }),
    reportStep: jest.fn(),
    notice: (message) => notices.push(message),
  };
}

describe('deferred deep link in the browser', () => {
  const clipboard = { writeText: jest.fn() };
  beforeAll(() => Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true }));
  beforeEach(() => clipboard.writeText.mockReset());

  it('copies 【南岭新闻】打开APP查看：{title} #{token}# and says what was copied', async () => {
    clipboard.writeText.mockResolvedValue(undefined);
    const s = services();
    const text = '【南岭新闻】打开APP查看：南岭大桥通车 #tok_tok_tok_tok_tok_to#';
    expect(await copyLinkToken(s, ITEM, '南岭新闻')).toEqual({ text, copied: true });
    expect(clipboard.writeText).toHaveBeenCalledWith(text);
    expect(s.notices).toEqual([LINK_TOKEN_COPIED(text)]);
    expect(LINK_TOKEN_COPIED(text)).toBe(`已复制口令，打开APP即可查看\n${text}`);
  });

  it('a refused clipboard shows no toast; the download way carries the text to the site page', async () => {
    clipboard.writeText.mockRejectedValue(new Error('NotAllowedError'));
    const s = services();
    const copy = await copyLinkToken(s, ITEM, '南岭新闻');
    expect(copy?.copied).toBe(false);
    expect(s.notices).toEqual([]);
    expect(downloadAddress('https://dl.example/app', copy)).toBe(
      `/davmu/share/download/index.html#kouling=${encodeURIComponent(copy?.text ?? '')}`,
    );
    expect(downloadAddress('https://dl.example/app', { text: 'x', copied: true })).toBe('https://dl.example/app');
    expect(downloadAddress('https://dl.example/app', null)).toBe('https://dl.example/app');
  });

  it('no token (the platform refused): nothing copied', async () => {
    const s = services();
    (s.createToken as jest.Mock).mockRejectedValue(new Error('429'));
    expect(await copyLinkToken(s, ITEM, '南岭新闻')).toBeNull();
    expect(clipboard.writeText).not.toHaveBeenCalled();
  });

  it('reads the share id of a share link, and ignores a malformed one', () => {
    expect(shareIdOf('?share_id=Ab3_-xYz0123')).toBe('Ab3_-xYz0123');
    expect(shareIdOf('?share_id=<script>')).toBeNull();
    expect(shareIdOf('')).toBeNull();
  });
});
