// The live room's columns as tabs (chat, introduction, content lists, links) and the links to its
// sub-screens.
import { useId, useState } from 'react';
import type { LiveDetail } from '@share/contract';
import { EMPTY_DEFAULT, LOADING } from '@share/ui';
import { ChatView, type ChatViewProps } from './chat/chat-view';
import { LIVE_SCREENS, type LiveScreenName } from './constants';
import { formatStartTime, safeLinkUrl } from './live-rules';
import { Section, Tabs } from './live-room-styles';
import { CHAT_DEFAULT_TAB, CHAT_DISABLED, INTRO_DEFAULT_TAB, SCREEN_LABELS, START_TIME_LABEL } from './messages';

/** One item of a content column: its title and share link. */
export interface ColumnLink {
  title: string;
  href: string;
}

type Tab = {
  key: string;
  label: string;
  kind: 'chat' | 'intro' | 'link' | 'content';
  href?: string | null;
  groupId?: string;
};

function tabsOf(room: LiveDetail): Tab[] {
  if (!room.columns.length) return [{ key: 'chat', label: CHAT_DEFAULT_TAB, kind: 'chat' }];
  return room.columns.map((column, i) => {
    const kind: Tab['kind'] =
      column.enable_chat || column.type === 'chat'
        ? 'chat'
        : column.type === 'link'
          ? 'link'
          : column.type === 'content' && column.group_id
            ? 'content'
            : 'intro';
    return {
      key: `${i}-${column.name}`,
      label: column.name || (kind === 'chat' ? CHAT_DEFAULT_TAB : INTRO_DEFAULT_TAB),
      kind,
      href: kind === 'link' ? safeLinkUrl(column.link_url) : null,
      groupId: column.group_id,
    };
  });
}

interface ColumnsProps {
  room: LiveDetail;
  summary: string;
  chat: ChatViewProps;
  overlay?: boolean;
  lists?: Record<string, ColumnLink[] | undefined>;
  onOpenColumn?: (groupId: string) => void;
}

export function Columns({ room, summary, chat, overlay, lists, onOpenColumn }: ColumnsProps) {
  const tabs = tabsOf(room).filter((tab) => tab.kind !== 'link' || tab.href);
  const first = tabs.find((tab) => tab.kind === 'chat') ?? tabs.find((tab) => tab.kind !== 'link');
  const [selected, setSelected] = useState(first?.key);
  const current = tabs.find((tab) => tab.key === selected) ?? first;
  // Every selected tab names its panel (the Nu checker: a tab without its tabpanel is an error).
  const idBase = useId();
  const tabId = (key: string) => `${idBase}tab-${key}`;
  const panelId = `${idBase}panel`;
  const chatView = <ChatView {...chat} overlay={overlay} />;
  if (overlay) return current?.kind === 'chat' ? chatView : null;
  return (
    <div data-testid="live-columns">
      <Tabs role="tablist">
        {tabs.map((tab) =>
          tab.kind === 'link' && tab.href ? (
            // A tab list holds tabs only (axe: aria-required-children); this one opens its page instead of a panel.
            <a
              key={tab.key}
              href={tab.href}
              role="tab"
              aria-selected={false}
              rel="noopener noreferrer"
              target={tab.href.startsWith('/') ? undefined : '_blank'}
            >
              {tab.label}
            </a>
          ) : (
            <button
              key={tab.key}
              id={tabId(tab.key)}
              type="button"
              role="tab"
              aria-selected={tab.key === current?.key}
              aria-controls={panelId}
              onClick={() => {
                setSelected(tab.key);
                if (tab.kind === 'content' && tab.groupId) onOpenColumn?.(tab.groupId);
              }}
            >
              {tab.label}
            </button>
          ),
        )}
      </Tabs>
      <div role="tabpanel" id={panelId} aria-labelledby={current ? tabId(current.key) : undefined}>
        {current?.kind === 'chat' ? chatView : null}
        {current?.kind === 'content' ? <ColumnList items={lists?.[current.groupId ?? '']} /> : null}
        {current?.kind === 'intro' ? (
          <Section>
            <p>{room.title}</p>
            {summary ? <p>{summary}</p> : null}
            <p>
              {START_TIME_LABEL} {formatStartTime(room.start_time)}
            </p>
          </Section>
        ) : null}
        {!current ? <Section>{CHAT_DISABLED}</Section> : null}
      </div>
    </div>
  );
}

function ColumnList({ items }: { items: ColumnLink[] | undefined }) {
  if (!items) return <Section>{LOADING}</Section>;
  if (!items.length) return <Section>{EMPTY_DEFAULT}</Section>;
  return (
    <Section>
      <ul>
        {items.map((item) => (
          <li key={item.href}>
            <a href={item.href}>{item.title}</a>
          </li>
        ))}
      </ul>
    </Section>
  );
}

interface ScreenTabsProps {
  screen: LiveScreenName | null;
  /** The sub-screen the room's own page stands for (marked there, as the current choice of the set). */
  landing: LiveScreenName;
  hrefs: Record<LiveScreenName, string>;
}

export function ScreenTabs({ screen, landing, hrefs }: ScreenTabsProps) {
  // A sub-screen is the page in view; on the room's own page its screen is the set's current choice.
  const current = (key: LiveScreenName) => {
    if (screen) return key === screen ? 'page' : undefined;
    return key === landing ? 'true' : undefined;
  };
  return (
    <Tabs aria-label="直播画面">
      {LIVE_SCREENS.map((key) => (
        <a key={key} href={hrefs[key]} aria-current={current(key)}>
          {SCREEN_LABELS[key]}
        </a>
      ))}
    </Tabs>
  );
}
