import { render, screen, within } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { fixtureListItems } from '@share/api-client/testing';
import { cardOf, defaultTheme, type CardItem } from '@share/ui';
import { RecommendBlocks, type PagedList } from './detail-blocks-views';
import { hotRowOf } from './detail-view-model';
import { FIXTURE_NOW } from './fixtures';
import type { DocSummary } from '@share/contract';

const paged = <T,>(items: T[]): PagedList<T> => ({ items, hasMore: false, onLoadMore: () => undefined });
const cards = (items: DocSummary[]): CardItem[] => items.map(cardOf);

describe('RecommendBlocks', () => {
  it('never lists the page’s own item in the hot list, editor picks or 推荐', () => {
    const [own, ...others] = fixtureListItems(3, 1);
    render(
      <ThemeProvider theme={defaultTheme}>
        <RecommendBlocks
          hot={paged([own].map(hotRowOf))}
          editor={paged(cards([others[0], own]))}
          recommend={paged(cards([own, others[1]]))}
          now={FIXTURE_NOW}
          currentId={own.post_id}
        />
      </ThemeProvider>,
    );
    expect(screen.queryAllByRole('link', { name: new RegExp(own.title) })).toHaveLength(0);
    const recommend = within(screen.getByRole('region', { name: '推荐' }));
    expect(recommend.getByRole('link', { name: new RegExp(others[1].title) })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: new RegExp(others[0].title) }).length).toBeGreaterThan(0);
  });

  it('shows a story once per page: related reading, then 72小时, 编辑推荐 and 推荐 in page order', () => {
    const [own, related, a, b, c] = fixtureListItems(5, 1);
    render(
      <ThemeProvider theme={defaultTheme}>
        <RecommendBlocks
          hot={paged([related, a, b].map(hotRowOf))}
          editor={paged(cards([a, c, b]))}
          recommend={paged(cards([own, related, b, c, a]))}
          now={FIXTURE_NOW}
          currentId={own.post_id}
          relatedIds={[related.post_id]}
        />
      </ThemeProvider>,
    );
    for (const item of [a, b, c]) {
      expect(screen.getAllByRole('link', { name: new RegExp(item.title) })).toHaveLength(1);
    }
    // The related story is shown above the block: none of the three lists repeats it.
    expect(screen.queryAllByRole('link', { name: new RegExp(related.title) })).toHaveLength(0);
    const editor = within(screen.getByRole('region', { name: '编辑推荐' }));
    expect(editor.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([cardOf(c).href]);
    // Everything 推荐 has is shown above it: the block hides.
    expect(screen.queryByRole('region', { name: '推荐' })).toBeNull();
  });

  it('hides 推荐 when the page already shows all of its first page', () => {
    const [own, related] = fixtureListItems(2, 1);
    render(
      <ThemeProvider theme={defaultTheme}>
        <RecommendBlocks
          hot={paged([])}
          editor={paged([])}
          recommend={paged(cards([own, related]))}
          now={FIXTURE_NOW}
          currentId={own.post_id}
          relatedIds={[related.post_id]}
        />
      </ThemeProvider>,
    );
    expect(screen.queryByRole('region', { name: '推荐' })).toBeNull();
  });
});
