// The share links of the record pages (community, open content, clue reports): a module of their
// own, as only those pages build them (share-link.ts is in every page's first load, for the cards).
import { SHARE_BASE_PATH } from './base-path';

/**
 * The community pages (spec §2: dimim circles, fazak problem share; open content): the dimim and
 * fazak routes end in {index}, so the record's public id travels in the query as `id`.
 */
const COMMUNITY_PAGE = {
  circle: 'dimim/circle',
  circleTopic: 'dimim/topic',
  circleContent: 'dimim/content',
  lawQuestion: 'fazak/problemShare',
} as const;
export type CommunityPage = keyof typeof COMMUNITY_PAGE;

/** Root-relative share link of a circle, circle topic, circle post or law question. */
export function communityShareLink(page: CommunityPage, id: string): string {
  return `${SHARE_BASE_PATH}/${COMMUNITY_PAGE[page]}/index.html?id=${encodeURIComponent(id)}`;
}

/** Root-relative share link of open content: a resource's list, one item (uuid) or a catalogue. */
export function openShareLink(rid: string, target?: { uuid: string } | { catalogId: string }): string {
  const base = `${SHARE_BASE_PATH}/open/${encodeURIComponent(rid)}`;
  if (!target) return `${base}/index.html`;
  return 'uuid' in target
    ? `${base}/content/${encodeURIComponent(target.uuid)}/index.html`
    : `${base}/catalog/${encodeURIComponent(target.catalogId)}/index.html`;
}

/**
 * Clue-report share pages (our routes, in the style of the route table): a report, a reporter's
 * page, a topic by name, and the topic square (recommended topics and channels).
 */
export type ClueSharePage = { report: string } | { user: string } | { topic: string } | 'topics';

export function clueShareLink(target: ClueSharePage): string {
  const base = `${SHARE_BASE_PATH}/clue_report`;
  if (target === 'topics') return `${base}/topics/index.html`;
  if ('report' in target) return `${base}/${encodeURIComponent(target.report)}/index.html`;
  if ('user' in target) return `${base}/user/${encodeURIComponent(target.user)}/index.html`;
  return `${base}/topic/${encodeURIComponent(target.topic)}/index.html`;
}
