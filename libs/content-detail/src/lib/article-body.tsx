import styled from 'styled-components';
import { ARTICLE_BODY_ATTRIBUTE } from './failed-images';

export interface ArticleBodyProps {
  /** HTML already sanitised on the server (sanitizeRichText); rendered as is. */
  html: string;
}

const Body = styled.div`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg} ${theme.space.xl}`};
  background: ${({ theme }) => theme.colors.surface};
  font-size: 17px;
  line-height: 1.8;
  color: ${({ theme }) => theme.colors.text};
  word-break: break-word;
  p {
    margin: 0 0 1em;
  }
  h2,
  h3 {
    margin: 1.2em 0 0.6em;
    font-size: 18px;
  }
  ol,
  ul {
    margin: 0 0 1em;
    padding-left: 1.5em;
  }
  ol {
    list-style: decimal;
  }
  ul {
    list-style: disc;
  }
  blockquote {
    margin: 0 0 1em;
    padding: 0 0 0 12px;
    border-left: 3px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.textSecondary};
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
  img {
    display: block;
    width: 100%;
    height: auto;
    min-height: 120px;
    margin: 0 auto 1em;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.placeholder};
  }
  img[data-failed] {
    aspect-ratio: 16 / 9;
    object-position: -9999px;
    background: ${({ theme }) => theme.colors.placeholder}
      url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%23c4c8cc' stroke-width='1.5'%3E%3Crect x='3' y='5' width='18' height='14' rx='2'/%3E%3Ccircle cx='9' cy='10' r='2'/%3E%3Cpath d='M21 17l-5-5-9 7'/%3E%3C/svg%3E")
      center / 48px no-repeat;
  }
`;

/**
 * Article body: the server-sanitised rich text; images lazy on a placeholder, a failed one stays a
 * placeholder (the page marks it: useFailedBodyImages).
 */
export function ArticleBody({ html }: ArticleBodyProps) {
  return (
    <Body data-testid="article-body" {...{ [ARTICLE_BODY_ATTRIBUTE]: '' }} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
