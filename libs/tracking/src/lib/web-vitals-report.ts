// Real-user vitals: the web-vitals library's LCP, INP, CLS, FCP and TTFB of this visit, each sent
// once through the beacon as a `web_vitals` event with the page type and the environment class. It
// is part of the tracking chunk that loads after hydration, so it adds nothing to the JavaScript a
// page loads first; web-vitals reads the paints and the navigation timing from the browser's
// buffered entries, so loading late loses none of them. A visit is measured or not as a whole
// (sampling by visit keeps one visit's five numbers together). INP comes from web-vitals' attribution
// build, which names the element of the slowest interaction, so the field shows which tap to speed up.
import { onCLS, onFCP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { onINP, type INPAttribution } from 'web-vitals/attribution';
import { BEHAVIOR } from './constants';
import type { Tracker, TrackFields } from './tracker';

/** Where the page is shown: WeChat, the own client, a mini program, anything else. */
export type EnvironmentClass = 'wechat' | 'own' | 'mini' | 'other';

export interface WebVitalsOptions {
  /** What page this visit landed on (a detail page's type, else the route's name). */
  pageType: string;
  environment: EnvironmentClass;
  /** Share of visits measured, 0 to 1. */
  sampleRate: number;
}

/** A vital as reported; INP with web-vitals' attribution (the interaction's target among it). */
type ReportedMetric = Metric & { attribution?: Partial<Pick<INPAttribution, 'interactionTarget' | 'interactionType'>> };

type Listen = (report: (metric: ReportedMetric) => void) => void;
/** The five web-vitals listeners (tests hand in their own). */
const VITALS_LISTENERS: readonly Listen[] = [onLCP, onINP, onCLS, onFCP, onTTFB];

/** Whether this visit is measured: a draw below the rate (1 measures every visit, 0 none). */
export function isSampled(sampleRate: number, random: () => number = Math.random): boolean {
  return random() < sampleRate;
}

/**
 * The fields of one vital's event: its name, its value (whole milliseconds; CLS, which has no unit,
 * to four decimals), web-vitals' rating (good, needs-improvement, poor), the page type and the
 * environment class; for INP also the interaction's target (web-vitals' selector of the element
 * tapped or typed into, `target`) and its kind (`interaction_type`: pointer or keyboard), when
 * web-vitals could name them. tid is empty: a vital belongs to the page, not to a content item.
 */
export function webVitalsFields(
  metric: Pick<ReportedMetric, 'name' | 'value' | 'rating' | 'attribution'>,
  options: Omit<WebVitalsOptions, 'sampleRate'>,
): TrackFields {
  const target = metric.name === 'INP' ? metric.attribution?.interactionTarget : undefined;
  const interactionType = metric.name === 'INP' ? metric.attribution?.interactionType : undefined;
  return {
    tid: '',
    name: metric.name,
    value: metric.name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value),
    rating: metric.rating,
    page_type: options.pageType,
    environment: options.environment,
    ...(target ? { target } : {}),
    ...(interactionType ? { interaction_type: interactionType } : {}),
  };
}

/** Starts reporting this visit's vitals through `tracker` when the visit is sampled; answers whether it is. */
export function startWebVitals(
  tracker: Tracker,
  options: WebVitalsOptions,
  { random = Math.random, listeners = VITALS_LISTENERS }: { random?: () => number; listeners?: readonly Listen[] } = {},
): boolean {
  if (!isSampled(options.sampleRate, random)) return false;
  const context = { pageType: options.pageType, environment: options.environment };
  for (const listen of listeners)
    listen((metric) => tracker.track(BEHAVIOR.webVitals, webVitalsFields(metric, context)));
  return true;
}
