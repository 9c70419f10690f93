// The testing entry's fixtures are what the platform answers: each one passes the contract's schema,
// so stories and specs built on them show data the site can really receive.
import { CONTENT_TYPES, DocDetailSchema, DocListSchema, isValidPublicId, SpecialDetailSchema } from '@share/contract';
import {
  fixtureDocDetailOf,
  fixturePagedList,
  fixtureSpecialDetail,
  fixtureSpecialGroup,
  fixtureSummaryOf,
} from '../testing';

describe('@share/api-client/testing fixtures', () => {
  it.each(CONTENT_TYPES)('a %s detail passes DocDetailSchema and links to its own page', (type) => {
    const detail = fixtureDocDetailOf(type);
    expect(DocDetailSchema.parse(detail)).toBeTruthy();
    expect(detail.content_type).toBe(type);
    if (type === 'sp_topic') expect(detail.share_link).toBe(`/davmu/share/special/${detail.post_id}/index.html`);
    if (type === 'special')
      expect(detail.share_link).toMatch(/^\/davmu\/share\/news\/special\/\d{4}\/\d{2}\/\w{8}\/index\.html$/);
  });

  it('gives each type what its page reads (spec §3)', () => {
    expect(fixtureDocDetailOf('video').media?.url).toMatch(/^https:\/\//);
    expect(fixtureDocDetailOf('image').images).toHaveLength(fixtureDocDetailOf('image').pic_num);
    expect(fixtureDocDetailOf('audio_album').album_status).toEqual({ status: 1, total: 6 });
    expect(fixtureDocDetailOf('sp_topic').payload).toMatchObject({ enable_app: true, enable_pc: true });
    expect(fixtureDocDetailOf('h5').payload).toMatchObject({ url: 'https://h5.example.com/vote', bizName: '投票' });
    expect(fixtureDocDetailOf('mini_program').type).toBe('miniProgramDetailspage');
    expect(fixtureDocDetailOf('video', { mp: 1 }).share_link).toContain('/davmu/share/mp/video/');
  });

  it('the summary of a detail drops its body, pictures, media and relations', () => {
    const summary = fixtureSummaryOf(fixtureDocDetailOf('video'));
    expect(summary).not.toHaveProperty('content');
    expect(summary).not.toHaveProperty('media');
    expect(summary).not.toHaveProperty('relations');
  });

  it('a paged list holds the right slice of its total, with distinct valid ids', () => {
    const last = fixturePagedList(10, 25, 3);
    expect(DocListSchema.parse(last)).toBeTruthy();
    expect(last.list).toHaveLength(5);
    const ids = [...fixturePagedList(10, 25, 1).list, ...fixturePagedList(10, 25, 2).list, ...last.list].map(
      (item) => item.post_id,
    );
    expect(new Set(ids).size).toBe(25);
    expect(ids.every(isValidPublicId)).toBe(true);
  });

  it('a special passes SpecialDetailSchema; a group of 60 answers 50 on page 1 and 10 on page 2', () => {
    expect(SpecialDetailSchema.parse(fixtureSpecialDetail())).toBeTruthy();
    const first = fixtureSpecialGroup('g3', '更多报道', { total: 60 });
    const second = fixtureSpecialGroup('g3', '更多报道', { total: 60, page: 2 });
    expect([first.content_list.length, second.content_list.length, first.total]).toEqual([50, 10, 60]);
    expect(new Set([...first.content_list, ...second.content_list].map((item) => item.post_id)).size).toBe(60);
  });
});
