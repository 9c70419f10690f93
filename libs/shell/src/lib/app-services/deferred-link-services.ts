// The deferred deep link's services (issue 63) over the page's API client and toast: link tokens
// from the platform, funnel steps as beacons (they must survive the page going to the download page).
import type { ShareApi } from '@share/api-client';
import { FUNNEL_EVENT_PATH } from '@share/contract/browser';
import type { DeferredLinkServices } from '@share/open-app';

export function deferredLinkServices(api: ShareApi, notice: (message: string) => void): DeferredLinkServices {
  return {
    createToken: (body) => api.endpoints.linkTokenCreate({ body }),
    reportStep(step, item) {
      const query: Record<string, string> = { step, post_id: item.post_id, env: item.env };
      if (item.share_id) query['share_id'] = item.share_id;
      if (item.content_type) query['content_type'] = item.content_type;
      // The fields travel in the query: the site's proxy counts the step without reading a body.
      const url = `${FUNNEL_EVENT_PATH}?${new URLSearchParams(query).toString()}`;
      if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url)) return;
      void api.endpoints.funnelEvent({ query: query as never }).catch(() => undefined);
    },
    notice,
  };
}
