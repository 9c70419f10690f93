/**
 * What the server needs to know of a User-Agent, remembered per string: a viral link brings the same
 * few hundred agents thousands of times, and the bot check behind the desktop rule is a long regular
 * expression. The environment class is the part of the HTML cache key that comes from the agent
 * (never the whole string); `desktop` decides the redirect to the desktop page.
 */
import { LRUCache } from 'lru-cache';
import { detectEnvironment, isDesktopAgent } from '@share/open-app';
import type { EnvironmentClass } from '@share/tracking';
import type { PageRules } from './page-rules';

export interface AgentClass {
  environment: EnvironmentClass;
  /** A desktop browser (not a phone, a crawler, a mini program or the own client). */
  desktop: boolean;
}

/** Agents remembered; a longer string than this is classified every time, never stored. */
const REMEMBERED_AGENTS = 1000;
const LONGEST_REMEMBERED = 512;

/** The classifier of agents under the app's environment classes (one per server). */
export function agentClassifier(
  environmentClass: PageRules['environmentClass'],
): (userAgent: string | undefined) => AgentClass {
  const classifyAgent = (ua: string): AgentClass => ({
    environment: environmentClass(detectEnvironment(ua)),
    desktop: isDesktopAgent(ua),
  });
  const remembered = new LRUCache<string, AgentClass>({ max: REMEMBERED_AGENTS });
  return (userAgent) => {
    const ua = userAgent ?? '';
    if (ua.length > LONGEST_REMEMBERED) return classifyAgent(ua);
    let known = remembered.get(ua);
    if (!known) remembered.set(ua, (known = classifyAgent(ua)));
    return known;
  };
}
