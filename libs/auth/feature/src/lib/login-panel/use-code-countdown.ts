// The SMS code countdown of spec §5: after a successful send the button shows 60s后重新获取 and
// counts down once a second to 0, when a code may be requested again.
import { useCallback, useEffect, useState } from 'react';
import { CODE_COUNTDOWN_S } from '../constants';

/** Seconds left (0 when idle) and a function that starts the count from CODE_COUNTDOWN_S. */
export function useCodeCountdown(): [number, () => void] {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  const start = useCallback(() => setLeft(CODE_COUNTDOWN_S), []);
  return [left, start];
}
