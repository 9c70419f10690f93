/**
 * The share funnel on the site's metrics (issue 63): each step a page reports (contract funnelEvent,
 * POST /peony/v1/share/event?step=…&env=…&content_type=…, passed on to the platform) is counted by
 * step, environment class and content type. The labels are checked against the contract's lists
 * (anything else is `other`), so a visitor cannot grow the series; ids never become labels.
 */
import { CONTENT_TYPES, ENDPOINT_ROUTES, FUNNEL_ENVIRONMENTS, SITE_FUNNEL_STEPS } from '@share/contract/browser';

const FUNNEL_EVENT_PATH = ENDPOINT_ROUTES.funnelEvent.path;
const OTHER = 'other';

function oneOf(value: string | null, allowed: readonly string[]): string {
  return value && allowed.includes(value) ? value : OTHER;
}

/** The labels of a funnel step the proxy passed on, or null when the request is not one. */
export function funnelStepOf(
  method: string | undefined,
  url: string | undefined,
): { step: string; environment: string; contentType: string } | null {
  if (method !== 'POST' || !url) return null;
  const [path, search = ''] = url.split('?', 2);
  if (path !== FUNNEL_EVENT_PATH) return null;
  const query = new URLSearchParams(search);
  const step = query.get('step');
  if (!step || !(SITE_FUNNEL_STEPS as readonly string[]).includes(step)) return null;
  return {
    step,
    environment: oneOf(query.get('env'), FUNNEL_ENVIRONMENTS),
    contentType: oneOf(query.get('content_type'), CONTENT_TYPES),
  };
}
