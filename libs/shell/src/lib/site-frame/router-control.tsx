import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { ROUTER_CONTROL_HEIGHT } from './router-control-height';

/** The mini program's router control (spec §2 "back/forward"), named in the page's language. */
const ROUTER_CONTROL_LABEL = '前进后退';
const ROUTER_BACK_LABEL = '后退';
const ROUTER_FORWARD_LABEL = '前进';

// The mini program's back/forward control takes the hidden header's place, in the page's flow, so
// it never lies over the body text (it floated over it at the right edge).
const Control = styled.nav`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  height: ${ROUTER_CONTROL_HEIGHT};
  padding: 0 ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  button {
    width: 32px;
    height: 32px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.heading};
  }
`;

/** The mini program's router control: back and forward in the page's history. */
export function RouterControl() {
  const navigate = useNavigate();
  return (
    <Control aria-label={ROUTER_CONTROL_LABEL} data-testid="router-control">
      <button type="button" aria-label={ROUTER_BACK_LABEL} onClick={() => navigate(-1)}>
        <span aria-hidden>‹</span>
      </button>
      <button type="button" aria-label={ROUTER_FORWARD_LABEL} onClick={() => navigate(1)}>
        <span aria-hidden>›</span>
      </button>
    </Control>
  );
}
