import { encodePublicId } from '@share/contract';
import {
  DETAIL_PAGE_TYPES,
  endsInIndex,
  idParamsAreValid,
  isDetailIndex,
  isDetailPageType,
  isLocalLiveScreen,
  isPreviewActor,
  previewReloadTarget,
  vitalsPageType,
} from './route-rules';
import { environmentClass } from './environment-class';

describe('route rules of spec §2', () => {
  it('knows exactly the nine detail page types', () => {
    expect([...DETAIL_PAGE_TYPES].sort()).toEqual(
      ['audio', 'audio_album', 'doc', 'gallery', 'local_live', 'mini_program', 'svideo', 'video', 'video_album'].sort(),
    );
    expect(isDetailPageType('doc')).toBe(true);
    expect(isDetailPageType('article')).toBe(false);
    expect(isDetailPageType(undefined)).toBe(false);
  });

  it('accepts only index.html as the index of a detail page', () => {
    expect(isDetailIndex('index.html')).toBe(true);
    expect(isDetailIndex('index.htm')).toBe(false);
    expect(isDetailIndex('INDEX.HTML')).toBe(false);
    expect(isDetailIndex('index.html.bak')).toBe(false);
    expect(isDetailIndex(undefined)).toBe(false);
  });

  it('takes a path as a page of an {index} route only when it ends in exactly index.html, as written', () => {
    expect(endsInIndex('/davmu/share/search/index.html')).toBe(true);
    expect(endsInIndex('/davmu/share/search/%69ndex.html')).toBe(false);
    expect(endsInIndex('/davmu/share/search/anything.html')).toBe(false);
    expect(endsInIndex('/davmu/share/search/index.html/')).toBe(false);
    expect(
      endsInIndex('/davmu/share/invite/index.html%2F..%2F..%2Fnews%2Fdoc%2F2026%2F11%2FvQwEwRUZ%2Findex.html'),
    ).toBe(false);
  });

  it('has the three local_live sub-screens', () => {
    expect(isLocalLiveScreen('ImageScreen')).toBe(true);
    expect(isLocalLiveScreen('LandscapeScreen')).toBe(true);
    expect(isLocalLiveScreen('PortraitScreen')).toBe(true);
    expect(isLocalLiveScreen('imagescreen')).toBe(false);
  });

  it('marks actors containing preview- as previews', () => {
    expect(isPreviewActor('preview-holly')).toBe(true);
    expect(isPreviewActor('x-preview-y')).toBe(true);
    expect(isPreviewActor('news')).toBe(false);
    expect(isPreviewActor('preview')).toBe(false);
  });

  it('requires id, post_id and topic_id to pass the decoding check, previews exempt', () => {
    const good = encodePublicId(7);
    expect(idParamsAreValid({ actor: 'news', post_id: good })).toBe(true);
    expect(idParamsAreValid({ actor: 'news' })).toBe(true);
    expect(idParamsAreValid({ actor: 'news', post_id: 'abc' })).toBe(false);
    expect(idParamsAreValid({ id: '12345678' })).toBe(false);
    expect(idParamsAreValid({ topic_id: good.slice(0, 7) + 'Z' + good.slice(8) })).toBe(good[7] === 'Z');
    expect(idParamsAreValid({ actor: 'preview-holly', post_id: 'anything' })).toBe(true);
  });

  describe('preview reload rule', () => {
    const now = 1_800_000_000_000;
    const page = (query: string) => new URL(`http://h/davmu/share/preview-holly/doc/2026/11/x/index.html${query}`);

    it('adds a fresh _ when there is none, keeping the query', () => {
      expect(previewReloadTarget(page('?a=1&b=2'), 'preview-holly', now)).toBe(
        `/davmu/share/preview-holly/doc/2026/11/x/index.html?a=1&b=2&_=${now}`,
      );
    });

    it('renders when _ is at most 30 s old', () => {
      expect(previewReloadTarget(page(`?_=${now - 30_000}`), 'preview-holly', now)).toBeNull();
      expect(previewReloadTarget(page(`?_=${now}`), 'preview-holly', now)).toBeNull();
    });

    it('reloads when _ is older than 30 s, in the future, or not a number', () => {
      expect(previewReloadTarget(page(`?_=${now - 30_001}&a=1`), 'preview-holly', now)).toBe(
        `/davmu/share/preview-holly/doc/2026/11/x/index.html?_=${now}&a=1`,
      );
      expect(previewReloadTarget(page(`?_=${now + 5000}`), 'preview-holly', now)).not.toBeNull();
      expect(previewReloadTarget(page('?_=abc'), 'preview-holly', now)).not.toBeNull();
    });

    it('applies only to the preview-holly actor', () => {
      expect(previewReloadTarget(page(''), 'preview-other', now)).toBeNull();
      expect(previewReloadTarget(page(''), 'news', now)).toBeNull();
    });
  });
});

describe('the page type and environment class of real-user vitals', () => {
  it('is a detail page’s type segment, else the route’s name', () => {
    expect(vitalsPageType('routes/content-detail', 'doc')).toBe('doc');
    expect(vitalsPageType('routes/content-detail', 'svideo')).toBe('svideo');
    expect(vitalsPageType('routes/home', undefined)).toBe('home');
    expect(vitalsPageType('live-room', undefined)).toBe('live-room');
    // A type segment that is not a detail type does not leak into the label.
    expect(vitalsPageType('routes/not-found', 'wp-admin')).toBe('not-found');
  });

  it('puts the own client before the mini program, the mini program before WeChat', () => {
    const env = (isOwnClient: boolean, isMiniProgram: boolean, isWeChat: boolean) =>
      environmentClass({ isOwnClient, isMiniProgram, isWeChat });
    expect(env(true, true, true)).toBe('own');
    expect(env(false, true, true)).toBe('mini');
    expect(env(false, false, true)).toBe('wechat');
    expect(env(false, false, false)).toBe('other');
  });
});
