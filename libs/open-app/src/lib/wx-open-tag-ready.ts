// Whether WeChat's JS-SDK has verified a config that allows the open tag. libs/wx-share sets it
// (it owns wx.config); the open-app buttons read it. Module state, browser-only in effect: the
// server never marks it, so server renders show the plain buttons.
import { useSyncExternalStore } from 'react';

let ready = false;
const listeners = new Set<() => void>();

export function markWxOpenTagReady(value = true): void {
  if (ready === value) return;
  ready = value;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useWxOpenTagReady(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => ready,
    () => false,
  );
}
