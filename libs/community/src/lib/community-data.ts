// The records of the community pages as the platform answers them (circles, topics and posts of
// /circle/…, law questions and answers of /law/…, open content of /peony/v1/picho/v1/open/…), and
// the rules the screens share: paging, the query of a route, plain text of an HTML fragment.
import type { NamedRef, UserRef } from '@share/contract';
import { COMMUNITY_QUERY } from './constants';

export interface Circle {
  id: string;
  name: string;
  avatar?: string;
  cover?: string;
  description?: string;
  member_count?: number;
  share_link?: string;
}

export interface CircleTopic {
  id: string;
  name: string;
  description?: string;
  cover?: string;
  view_count?: number;
  circle_id?: string;
  circle?: NamedRef;
  share_link?: string;
}

export interface CirclePost {
  id: string;
  content: string;
  images?: string[];
  user?: UserRef;
  circle_id?: string;
  circle?: NamedRef;
  topics?: NamedRef[];
  /** A law question the post shares (its name is the question's title). */
  question?: NamedRef;
  published_at?: number;
  view_count?: number;
  like_count?: number;
  comment_count?: number;
  ip_location?: string;
  share_link?: string;
}

export interface LawQuestion {
  id: string;
  title: string;
  content?: string;
  category?: string;
  user?: UserRef;
  published_at?: number;
  view_count?: number;
  answer_count?: number;
  share_link?: string;
}

export interface LawAnswer {
  id: string;
  lawyer_name: string;
  lawyer_avatar?: string;
  law_firm?: string;
  content: string;
  published_at?: number;
  like_count?: number;
}

export interface OpenContent {
  id: string;
  uuid?: string;
  catalog_id?: string;
  title: string;
  summary?: string;
  cover?: string;
  /** HTML body: only the item's own answer carries it. */
  content?: string;
  source?: string;
  published_at?: number;
  view_count?: number;
  resource_name?: string;
  share_link?: string;
}

export interface OpenCatalog {
  id: string;
  name: string;
  parent_id?: string;
  resource_name?: string;
  share_link?: string;
  children?: OpenCatalog[];
}

/** The ids a dimim or fazak route reads from its query (undefined when absent or blank). */
export interface CommunityQuery {
  id?: string;
  circle_id?: string;
  topic_id?: string;
}

export function communityQuery(url: string | URL): CommunityQuery {
  const search = new URL(url).searchParams;
  const read = (name: string) => search.get(name)?.trim() || undefined;
  const query: CommunityQuery = {};
  const id = read(COMMUNITY_QUERY.id);
  const circleId = read(COMMUNITY_QUERY.circleId);
  const topicId = read(COMMUNITY_QUERY.topicId);
  if (id) query.id = id;
  if (circleId) query.circle_id = circleId;
  if (topicId) query.topic_id = topicId;
  return query;
}
