// A page's main action, in a module of its own: the detail page's cards (a mini program's, a
// link's) use it without the page blocks' load-more and empty states.
import styled from 'styled-components';

/**
 * A page's main action as a full-width pill (join, sign in, open, watch): a link, or a button with
 * `as="button"`. Callers add their own margins (`styled(PrimaryAction)`).
 */
export const PrimaryAction = styled.a`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  height: 44px;
  border-radius: ${({ theme }) => theme.radii.round};
  font-size: ${({ theme }) => theme.fontSizes.body};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.onDark};
  background: ${({ theme }) => theme.colors.primary};
`;
