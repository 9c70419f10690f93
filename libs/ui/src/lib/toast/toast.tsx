import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { TOAST_DURATION_MS } from '../constants';

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

export interface ToastApi {
  /** Shows the message for durationMs (default 2000), replacing any toast on screen. */
  show: (message: string, durationMs?: number) => void;
  hide: () => void;
}

const ToastContext = createContext<ToastApi | null>(null);

export interface ToastProviderProps {
  /** The page, which may show toasts. */
  children?: ReactNode;
  /** Start with a toast on screen (stories). */
  initialMessage?: string | null;
}

/** Holds one toast at a time; features call useToast().show(MSG_…). */
export function ToastProvider({ children, initialMessage = null }: ToastProviderProps) {
  const [message, setMessage] = useState<string | null>(initialMessage);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const hide = useCallback(() => {
    clearTimeout(timer.current);
    setMessage(null);
  }, []);
  const show = useCallback((next: string, durationMs = TOAST_DURATION_MS) => {
    clearTimeout(timer.current);
    setMessage(next);
    timer.current = setTimeout(() => setMessage(null), durationMs);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);

  const api = useMemo<ToastApi>(() => ({ show, hide }), [show, hide]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <Toast message={message} />
    </ToastContext.Provider>
  );
}

/** The toast API of the nearest ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
