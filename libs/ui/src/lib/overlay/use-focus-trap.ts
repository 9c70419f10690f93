// Keyboard behaviour every overlay shares: focus moves in when it opens, Tab and Shift+Tab stay
// inside, Escape closes it, and focus returns to what opened it when it closes. All of it is in
// place when the overlay is committed, before the browser paints it: with a passive effect, on a
// busy phone an Escape pressed as soon as the overlay showed reached no listener and was lost.
import { useLayoutEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.hasAttribute('inert') && element.getAttribute('aria-hidden') !== 'true',
  );
}

/** Open overlays, newest last: only the top one answers Tab and Escape. */
const stack: Array<RefObject<HTMLElement | null>> = [];

export function useFocusTrap(container: RefObject<HTMLElement | null>, active: boolean, onEscape?: () => void): void {
  const onEscapeRef = useRef(onEscape);
  onEscapeRef.current = onEscape;

  useLayoutEffect(() => {
    if (!active) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    stack.push(container);
    const node = container.current;
    if (node && !node.contains(document.activeElement)) (focusables(node)[0] ?? node).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (stack[stack.length - 1] !== container) return;
      const root = container.current;
      if (!root) return;
      if (event.key === 'Escape') {
        if (!onEscapeRef.current) return;
        event.preventDefault();
        onEscapeRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables(root);
      if (items.length === 0) {
        event.preventDefault();
        root.focus();
        return;
      }
      const first = items[0];
      const last = items[items.length - 1];
      const current = document.activeElement;
      if (event.shiftKey && (current === first || !root.contains(current))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || !root.contains(current))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      const index = stack.lastIndexOf(container);
      if (index >= 0) stack.splice(index, 1);
      if (opener?.isConnected) opener.focus();
    };
  }, [active, container]);
}
