// Shared frame of the titled list sections (internal: not exported from the library).
import styled from 'styled-components';

export const SectionCard = styled.section`
  margin: ${({ theme }) => theme.space.sm} 0;
  background: ${({ theme }) => theme.colors.surface};
`;

export const SectionHead = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.lg} ${theme.space.xs}`};
  h2 {
    position: relative;
    padding-left: 10px;
    font-size: ${({ theme }) => theme.fontSizes.heading};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    line-height: 1.2;
    color: ${({ theme }) => theme.colors.text};
  }
  h2::before {
    content: '';
    position: absolute;
    left: 0;
    top: 2px;
    bottom: 2px;
    width: 4px;
    border-radius: 2px;
    background: ${({ theme }) => theme.colors.primary};
  }
`;

export const SectionFoot = styled.div`
  border-top: 1px solid ${({ theme }) => theme.colors.divider};
`;
