import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { TOAST_DURATION_MS } from '../constants';
import { lazyComponent, preloadWhenIdle } from '../lazy-component/lazy-component';

// The bubble's code is not part of a page's first load: a page shows no toast before a visitor acts.
const ToastBubble = lazyComponent(() => import('./toast-bubble').then((m) => m.Toast));

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
  useEffect(() => preloadWhenIdle([ToastBubble]), []);

  const api = useMemo<ToastApi>(() => ({ show, hide }), [show, hide]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      {message ? <ToastBubble message={message} /> : null}
    </ToastContext.Provider>
  );
}

/** The toast API of the nearest ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
