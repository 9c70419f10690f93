// A toast bubble of spec §8, a chunk of its own: the provider (./toast) renders it only while a
// message is on screen, and loads it when the page is idle or at the first message.
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';

export interface ToastProps {
  /** The text; a \n starts a new line (e.g. 暂不支持该模块\n请到APP查看哦～). */
  message: string | null;
  /** Class of the toast (styled-components extend it). */
  className?: string;
}

const Bubble = styled.div`
  position: fixed;
  left: 50%;
  top: 50%;
  transform: translate(-50%, -50%);
  z-index: ${({ theme }) => theme.zIndices.toast};
  max-width: 76%;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.xl}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.toast};
  color: ${({ theme }) => theme.colors.onDark};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: 1.6;
  text-align: center;
  white-space: pre-line;
  word-break: break-word;
  pointer-events: none;
`;

/**
 * A toast bubble of spec §8; renders nothing without a message. It is a live region, not a dialog:
 * it takes no focus (nothing to trap or return) and lets taps through. In the browser it is
 * portalled to <body>, so its layer of the theme's scale is never capped by a parent's.
 */
export function Toast({ message, className }: ToastProps) {
  const [host, setHost] = useState<HTMLElement | null>(null);
  useEffect(() => setHost(document.body), []);
  if (!message) return null;
  const bubble = (
    <Bubble className={className} role="status" aria-live="polite">
      {message}
    </Bubble>
  );
  return host ? createPortal(bubble, host) : bubble;
}
