import { detailBlocksFor } from './detail-blocks';

describe('docDetail blocks by type (spec §2)', () => {
  it.each(['gallery', 'audio_album', 'svideo', 'special', 'local_live'])(
    'hides related, comments and recommendations for %s',
    (type) => {
      expect(detailBlocksFor(type)).toMatchObject({ related: false, comments: false, recommend: false });
    },
  );

  it.each(['audio_album', 'svideo', 'special', 'local_live'])('hides the comment footer for %s', (type) => {
    expect(detailBlocksFor(type).commentFooter).toBe(false);
  });

  it('keeps the comment footer on gallery pages', () => {
    expect(detailBlocksFor('gallery').commentFooter).toBe(true);
  });

  it.each(['doc', 'video', 'audio', 'video_album', 'mini_program'])('shows every block for %s', (type) => {
    expect(detailBlocksFor(type)).toEqual({ related: true, comments: true, recommend: true, commentFooter: true });
  });
});
