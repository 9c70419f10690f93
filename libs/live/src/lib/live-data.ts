// The data a live page renders: what the loader returns and the views take as props.
import type { ChatMessage, LiveDetail } from '@share/contract';
import type { LiveScreenName } from './constants';

/** The shared item (the document of the share link): its headline, summary and cover. */
export interface LiveItem {
  post_id: string;
  title: string;
  summary: string;
  cover: string;
  share_link: string;
  content_type: string;
}

export interface LiveRoomData {
  item: LiveItem;
  room: LiveDetail;
  /** The latest chat messages, oldest first (the history's first page, reversed). */
  chat: ChatMessage[];
  /** Total messages of the room: older pages exist while fewer are shown. */
  chatCount: number;
  /** Temporary internal preview: no chat sending, booking or statistics. */
  preview: boolean;
  /** Server time of the render (epoch ms): the countdown's first value on both sides. */
  now: number;
  origin: string;
  /** The sub-screen, or none for the room's landing page. */
  screen: LiveScreenName | null;
}
