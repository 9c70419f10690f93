import { EXCLUDED_COLUMN_TYPES, filterColumns } from './filter-columns';

describe('filterColumns (spec §3 column filter)', () => {
  it('lists exactly the 16 excluded types of the spec', () => {
    expect([...EXCLUDED_COLUMN_TYPES].sort()).toEqual(
      [
        'app',
        'naoce',
        'applet',
        'dimim',
        'circle',
        'dejin',
        'report',
        'wzlist',
        'ask-politics',
        'fazak',
        'link',
        'maavd',
        'ilive',
        'zoceh',
        'service',
        'clue_report',
      ].sort(),
    );
  });

  it.each(EXCLUDED_COLUMN_TYPES.map((t) => [t]))('drops entries of excluded type %p', (type) => {
    expect(filterColumns([{ type, layout: 'a' }])).toEqual([]);
  });

  it('keeps other types, such as news, video and special', () => {
    const cols = [
      { type: 'news', layout: 'a' },
      { type: 'video', layout: 'b' },
      { type: 'special', layout: 'c' },
    ];
    expect(filterColumns(cols)).toEqual(cols);
  });

  it('drops entries whose layout was already seen, keeping the first and the order', () => {
    const cols = [
      { id: 1, type: 'news', layout: 'banner' },
      { id: 2, type: 'news', layout: 'list' },
      { id: 3, type: 'video', layout: 'banner' },
      { id: 4, type: 'news', layout: 'grid' },
      { id: 5, type: 'news', layout: 'list' },
    ];
    expect(filterColumns(cols).map((c) => c.id)).toEqual([1, 2, 4]);
  });

  it('does not let an excluded entry claim a layout', () => {
    const cols = [
      { id: 1, type: 'app', layout: 'banner' },
      { id: 2, type: 'news', layout: 'banner' },
    ];
    expect(filterColumns(cols).map((c) => c.id)).toEqual([2]);
  });

  it('never deduplicates entries without a layout, and is case-sensitive on type', () => {
    const cols = [{ id: 1 }, { id: 2, layout: '' }, { id: 3 }, { id: 4, type: 'APP' }];
    expect(filterColumns(cols).map((c) => c.id)).toEqual([1, 2, 3, 4]);
  });

  it('returns a new array and leaves the input alone', () => {
    const cols = [{ type: 'app' }];
    const out = filterColumns(cols);
    expect(out).not.toBe(cols);
    expect(cols).toHaveLength(1);
  });
});
