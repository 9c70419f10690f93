// Style fragments every record page's views share (clue reports, dejin, community) (a report, a dejin post, a law question, open
// content): the white panel a record sits on, its title and an author's name.
import { css } from 'styled-components';

/** The white panel a record sits on. */
export const recordPanel = css`
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

/** A record's title (its h1). */
export const recordTitle = css`
  font-size: ${({ theme }) => theme.fontSizes.heading};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.4;
  color: ${({ theme }) => theme.colors.text};
`;

/** An author's name beside their avatar. */
export const authorName = css`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text};
`;

/** A paragraph of a record's text, a small gap below what stands above it. */
export const recordText = (lineHeight: number, tone: 'text' | 'textSecondary' = 'text') => css`
  margin-top: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.body};
  line-height: ${lineHeight};
  color: ${({ theme }) => theme.colors[tone]};
`;
