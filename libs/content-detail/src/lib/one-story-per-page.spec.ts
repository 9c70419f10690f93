import { oneStoryPerPage } from './one-story-per-page';

const rows = (...ids: string[]) => ids.map((id) => ({ id }));
const ids = (lists: { id: string }[][]) => lists.map((list) => list.map((row) => row.id));

describe('oneStoryPerPage (a story appears once per detail page)', () => {
  it('lets the list higher on the page keep a story; later lists skip it and fill from further down', () => {
    const related = rows('r1', 'a');
    const hot = rows('a', 'h1', 'b', 'h2');
    const editor = rows('b', 'e1', 'a', 'e2');
    const recommend = rows('r1', 'e1', 'h2', 'p1', 'p2');
    expect(ids(oneStoryPerPage([related, hot, editor, recommend]))).toEqual([
      ['r1', 'a'],
      ['h1', 'b', 'h2'],
      ['e1', 'e2'],
      ['p1', 'p2'],
    ]);
  });

  it('never lists the page’s own item, in any list', () => {
    expect(ids(oneStoryPerPage([rows('own', 'x'), rows('x', 'own', 'y')], ['own', undefined]))).toEqual([['x'], ['y']]);
  });

  it('shows a story a list repeats once, and leaves the lists it is given unchanged', () => {
    const hot = rows('a', 'a', 'b');
    expect(ids(oneStoryPerPage([hot]))).toEqual([['a', 'b']]);
    expect(hot).toHaveLength(3);
  });
});
