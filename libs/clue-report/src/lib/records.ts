// The records of the clue-report and dejin pages as the platform answers them (/peony/v3/clue_report/…
// and /peony/v3/dejin/…). Both are people's posts tagged with topics, with a person's page of intro,
// background and counts: one set of views (ugc-blocks) shows both families.
import type { DocSummary, NamedRef, UserRef } from '@share/contract';

export type { NamedRef, UserRef };

/** ReportDetail: a clue (tip-off) report. */
export interface ClueReport {
  id: string;
  title: string;
  content: string;
  images?: string[];
  address?: string;
  reporter?: UserRef;
  topics?: NamedRef[];
  at_users?: UserRef[];
  /** 0 pending, 1 accepted, 2 replied (CLUE_STATUS). */
  status: number;
  reply?: { mp?: { uid: string; name: string; avatar?: string }; content: string; replied_at?: number };
  relate_items?: DocSummary[];
  view_count?: number;
  like_count?: number;
  published_at?: number;
  ip_location?: string;
  share_link?: string;
}

/** TopicDetail / a Recomend entry: a clue topic. */
export interface ClueTopic {
  id: string;
  name: string;
  description?: string;
  cover?: string;
  view_count?: number;
  channel?: NamedRef;
  share_link?: string;
}

/** TopicChannel: a channel and its topics. */
export interface ClueChannel {
  id: string;
  name: string;
  topics?: ClueTopic[];
}

/** PersonalDetail of a reporter, or a dejin personal page. */
export interface Person {
  id: string;
  user?: UserRef;
  intro?: string;
  background?: string;
  fans_count?: number;
  follow_count?: number;
  /** Reporters: their number of clues. */
  clue_count?: number;
  /** Dejin: likes received and posts written. */
  like_sum?: number;
  post_count?: number;
  share_link?: string;
}

export interface DejinPost {
  id: string;
  title: string;
  summary?: string;
  /** HTML body (the detail shows it as plain paragraphs and the pictures). */
  content?: string;
  cover?: string;
  images?: string[];
  user?: UserRef;
  catalog?: NamedRef;
  topics?: NamedRef[];
  view_sum?: number;
  like_count?: number;
  comment_count?: number;
  published_at?: number;
  ip_location?: string;
  share_link?: string;
}

/** A comment on a dejin post (read-only on the web: writing one is done in the app). */
export interface DejinComment {
  id: string;
  content: string;
  user?: UserRef;
  like_count?: number;
  published_at?: number;
  ip_location?: string;
}

export interface DejinTopic {
  id: string;
  name: string;
  description?: string;
  cover?: string;
  view_sum?: number;
  post_count?: number;
  share_link?: string;
}

export interface DejinCatalog {
  id: string;
  name: string;
  icon?: string;
  share_link?: string;
  children?: DejinCatalog[];
}
