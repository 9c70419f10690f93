// The titled block of the detail page, in a module of its own: the comments block (in the page's
// chunk) renders it, while the related and recommendation lists (detail-blocks-views) load when
// their sections render; imported from there, it pulled those lists into the page's chunk.
import styled from 'styled-components';

/** A titled block of the detail page (related, comments, recommendations): a bar in the primary colour before the title. */
export const BlockSection = styled.section`
  margin-top: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.surface};
  > h2 {
    position: relative;
    padding: ${({ theme }) => `${theme.space.lg} ${theme.space.lg} ${theme.space.xs} 26px`};
    font-size: ${({ theme }) => theme.fontSizes.heading};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  > h2::before {
    content: '';
    position: absolute;
    left: 16px;
    top: 19px;
    bottom: 6px;
    width: 4px;
    border-radius: 2px;
    background: ${({ theme }) => theme.colors.primary};
  }
`;
