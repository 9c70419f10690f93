// Adds the WeChat JS-SDK script to the page, once per address, in the browser only.
import { WX_SDK_TIMEOUT_MS } from './constants';
import { currentWx, type WxSdk } from './wx-sdk';

const loads = new Map<string, Promise<WxSdk>>();

/**
 * Resolves with window.wx once the script at `url` has run. Calls for the same address share one
 * script; a failed or timed-out load is forgotten (its script removed), so a later call may retry.
 * When the SDK is already on the page no script is added.
 */
export function loadWxSdk(url: string, timeoutMs = WX_SDK_TIMEOUT_MS): Promise<WxSdk> {
  if (typeof window === 'undefined' || typeof document === 'undefined') {
    return Promise.reject(new Error('the WeChat JS-SDK loads in the browser only'));
  }
  const pending = loads.get(url);
  if (pending) return pending;
  const present = currentWx();
  const load = present
    ? Promise.resolve(present)
    : new Promise<WxSdk>((resolve, reject) => {
        const script = document.createElement('script');
        const fail = (reason: string) => {
          clearTimeout(timer);
          script.onload = script.onerror = null;
          script.remove();
          if (loads.get(url) === load) loads.delete(url);
          reject(new Error(reason));
        };
        const timer = setTimeout(() => fail(`${url} did not load within ${timeoutMs} ms`), timeoutMs);
        script.onload = () => {
          const wx = currentWx();
          if (!wx) return fail(`${url} loaded without defining window.wx`);
          clearTimeout(timer);
          resolve(wx);
        };
        script.onerror = () => fail(`${url} could not be loaded`);
        script.src = url;
        script.async = true;
        document.head.appendChild(script);
      });
  loads.set(url, load);
  return load;
}
