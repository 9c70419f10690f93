import styled from 'styled-components';
import { FireIcon } from '@share/ui';
import { SHARE_BASE_PATH } from '../constants';
import { Block, FeedCards, MoreControl, ScreenRoot, SectionTitle, StatusBlock } from '../feed-blocks';
import { hasMore, type FeedPage, type LoadStatus } from '../feed-data';
import { HOT_WORDS_TITLE, SEARCH_BUTTON, SEARCH_PLACEHOLDER, SEARCH_RESULTS_TITLE } from '../messages';

/** The search page's own address; the form and the hot words link here with ?keyword=. */
export const SEARCH_PAGE_PATH = `${SHARE_BASE_PATH}/search/index.html`;

export function searchHref(keyword: string): string {
  return `${SEARCH_PAGE_PATH}?keyword=${encodeURIComponent(keyword)}`;
}

const Form = styled.form`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  background: ${({ theme }) => theme.colors.surface};
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  height: 36px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 0;
  border-radius: 18px;
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.background};
  outline: none;
  &::placeholder {
    color: ${({ theme }) => theme.colors.meta};
  }
`;

const Submit = styled.button`
  height: 36px;
  padding: 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.body};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.primary};
`;

const Words = styled.ol`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 0 ${({ theme }) => theme.space.lg};
  padding: 0 ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  counter-reset: word;
`;

const Word = styled.a<{ $rank: number }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  height: 40px;
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.text};
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  b {
    flex: 0 0 16px;
    font-style: italic;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ $rank, theme }) => ($rank <= 3 ? theme.colors.primary : theme.colors.meta)};
  }
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export interface SearchViewProps {
  status: LoadStatus;
  keyword: string;
  hotWords: string[];
  results: FeedPage | null;
  now?: number;
  loadingMore?: boolean;
  loadMoreFailed?: boolean;
  onLoadMore?: () => void;
}

/** Search (spec §2 /search/{index}): a search box, the hot words, and the results of ?keyword=. */
export function SearchView({
  status,
  keyword,
  hotWords,
  results,
  now,
  loadingMore,
  loadMoreFailed,
  onLoadMore,
}: SearchViewProps) {
  return (
    <ScreenRoot name="Search" status={status}>
      <Form action={SEARCH_PAGE_PATH} method="get" role="search">
        <Input
          type="search"
          name="keyword"
          defaultValue={keyword}
          placeholder={SEARCH_PLACEHOLDER}
          aria-label={SEARCH_PLACEHOLDER}
          enterKeyHint="search"
        />
        <Submit type="submit">{SEARCH_BUTTON}</Submit>
      </Form>
      {results ? (
        <Block data-testid="search-results">
          <SectionTitle>{SEARCH_RESULTS_TITLE}</SectionTitle>
          {results.list.length > 0 ? (
            <>
              <FeedCards items={results.list} now={now} />
              <MoreControl
                hasMore={hasMore(results)}
                loading={loadingMore}
                failed={loadMoreFailed}
                onLoadMore={onLoadMore}
              />
            </>
          ) : (
            <StatusBlock status={status === 'error' ? 'error' : 'empty'} />
          )}
        </Block>
      ) : null}
      {hotWords.length > 0 ? (
        <Block as="section" aria-label={HOT_WORDS_TITLE} data-testid="hot-words">
          <SectionTitle>{HOT_WORDS_TITLE}</SectionTitle>
          <Words>
            {hotWords.map((word, index) => (
              <li key={word}>
                <Word href={searchHref(word)} $rank={index + 1}>
                  <b>{index + 1}</b>
                  <span>{word}</span>
                  {index < 3 ? <FireIcon size={14} /> : null}
                </Word>
              </li>
            ))}
          </Words>
        </Block>
      ) : !results ? (
        <StatusBlock status={status === 'error' ? 'error' : 'empty'} />
      ) : null}
    </ScreenRoot>
  );
}
