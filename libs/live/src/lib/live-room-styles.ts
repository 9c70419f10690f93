// The styles the live room's blocks share: a text section and a row of tabs.
import styled from 'styled-components';

export const Section = styled.section`
  margin: 0 ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space.lg};
  }
  video {
    width: 100%;
    margin-top: ${({ theme }) => theme.space.xs};
    background: ${({ theme }) => theme.colors.text};
  }
`;

export const Tabs = styled.nav`
  display: flex;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  overflow-x: auto;
  a,
  button {
    flex: none;
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
    border: 0;
    border-bottom: 2px solid transparent;
    background: none;
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.textSecondary};
  }
  [aria-selected='true'],
  [aria-current='page'],
  [aria-current='true'] {
    color: ${({ theme }) => theme.colors.primary};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
  }
`;
