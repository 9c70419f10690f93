import { render, screen, within } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { fixtureListItems } from '@share/api-client/testing';
import { cardOf, defaultTheme, type CardItem } from '@share/ui';
import { RecommendBlocks, withoutShown, type PagedList } from './detail-blocks-views';
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
          hot={paged([own, ...others].map(hotRowOf))}
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

  it('never repeats under 推荐 the related reading the page shows; the hot list and editor picks keep it', () => {
    const [own, related, other] = fixtureListItems(3, 1);
    render(
      <ThemeProvider theme={defaultTheme}>
        <RecommendBlocks
          hot={paged([related].map(hotRowOf))}
          editor={paged(cards([related]))}
          recommend={paged(cards([own, related, other]))}
          now={FIXTURE_NOW}
          currentId={own.post_id}
          relatedIds={[related.post_id]}
        />
      </ThemeProvider>,
    );
    const recommend = within(screen.getByRole('region', { name: '推荐' }));
    expect(recommend.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([cardOf(other).href]);
    expect(screen.getAllByRole('link', { name: new RegExp(related.title) })).toHaveLength(2);
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

describe('withoutShown', () => {
  it('keeps the order of what is left and ignores an unknown id', () => {
    const items = ['a', 'b', 'c', 'd'].map((id) => ({ id }));
    expect(withoutShown(items, ['c', undefined, 'a'])).toEqual([{ id: 'b' }, { id: 'd' }]);
    expect(withoutShown(items, [undefined])).toBe(items);
  });
});
