// WeChat's open tag <wx-open-launch-app>, laid over a button: WeChat draws the template in its own
// layer and launches the app on a tap. The template is a transparent box of the button's size, so
// the button stays what the visitor sees.
import { createElement, useEffect, useRef } from 'react';
import { WX_OPEN_LAUNCH_APP_TAG } from './constants';

export interface WxOpenLaunchAppProps {
  appid: string;
  extinfo: string;
  onLaunch?: () => void;
  /** Not installed, not authorised, or refused: the container goes to the download page. */
  onError?: (detail: unknown) => void;
}

/** The template WeChat renders inside the tag: a transparent box filling it. */
const TEMPLATE = '<div style="display:block;width:100%;height:100%;min-height:30px;opacity:0"></div>';

export function WxOpenLaunchApp({ appid, extinfo, onLaunch, onError }: WxOpenLaunchAppProps) {
  const ref = useRef<HTMLElement>(null);
  const handlers = useRef({ onLaunch, onError });
  handlers.current = { onLaunch, onError };
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const launch = () => handlers.current.onLaunch?.();
    const error = (event: Event) => handlers.current.onError?.((event as CustomEvent).detail);
    element.addEventListener('launch', launch);
    element.addEventListener('error', error);
    return () => {
      element.removeEventListener('launch', launch);
      element.removeEventListener('error', error);
    };
  }, []);
  return createElement(
    WX_OPEN_LAUNCH_APP_TAG,
    {
      ref,
      appid,
      extinfo,
      'data-testid': WX_OPEN_LAUNCH_APP_TAG,
      style: { position: 'absolute', inset: 0, display: 'block', overflow: 'hidden' },
    },
    createElement('script', { type: 'text/wxtag-template', dangerouslySetInnerHTML: { __html: TEMPLATE } }),
  );
}
