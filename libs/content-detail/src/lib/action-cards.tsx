import { useMemo, type ReactNode } from 'react';
import styled from 'styled-components';
import { detectEnvironment, useAppPrompt } from '@share/open-app';
import {
  FixedRatioImage,
  LinkIcon,
  LiveIcon,
  MiniProgramIcon,
  PrimaryAction,
  SpecialTopicIcon,
  useHydrating,
  withOpenAppPrompt,
} from '@share/ui';
import {
  LIVE_SCREEN_LABELS,
  LIVE_WATCH_IN_APP,
  OPEN_IN_APP,
  OPEN_LINK,
  OPEN_MINI_PROGRAM,
  OPEN_ON_PC,
  SP_TOPIC_LABEL,
} from './messages';
import { linkTarget, readLinkPayload, readMiniProgramPayload, readSpTopicPayload, spTopicTargets } from './payloads';

const Card = styled.div`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  p {
    margin: ${({ theme }) => theme.space.md} 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.textSecondary};
  }
  .label {
    display: flex;
    align-items: center;
    gap: 6px;
    margin-top: ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.meta};
  }
`;

const Action = styled(PrimaryAction)`
  margin-top: ${({ theme }) => theme.space.sm};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

const StyledButton = styled(Action).attrs({ as: 'button' })``;

interface CardFrameProps {
  cover: string;
  title: string;
  summary: string;
  label: ReactNode;
  children: ReactNode;
  testId: string;
}

function CardFrame({ cover, title, summary, label, children, testId }: CardFrameProps) {
  return (
    <Card data-testid={testId}>
      <FixedRatioImage src={cover} alt={title} ratio={16 / 9} loading="eager" />
      <div className="label">{label}</div>
      {summary ? <p>{summary}</p> : null}
      {children}
    </Card>
  );
}

export interface MiniProgramCardProps {
  cover: string;
  title: string;
  summary: string;
  /** The mini program's name (username) for the label. */
  name: string;
  /** Opens the mini program where possible, else the open-app dialog (decided by the container). */
  onOpen?: () => void;
}

/** Mini program: a card whose button opens the mini program (or the open-app dialog). */
export function MiniProgramCard({ cover, title, summary, name, onOpen }: MiniProgramCardProps) {
  return (
    <CardFrame
      testId="mini-program-card"
      cover={cover}
      title={title}
      summary={summary}
      label={
        <>
          <MiniProgramIcon size={14} /> {name}
        </>
      }
    >
      <StyledButton type="button" onClick={onOpen}>
        {OPEN_MINI_PROGRAM}
      </StyledButton>
    </CardFrame>
  );
}

export interface LinkCardProps {
  cover: string;
  title: string;
  summary: string;
  /** Where the link goes (real_url, else url); null when it has no http(s) address. */
  href: string | null;
  bizName: string;
}

/** h5 and link items: a card to the payload's address, labelled with bizName. */
export function LinkCard({ cover, title, summary, href, bizName }: LinkCardProps) {
  return (
    <CardFrame
      testId="link-card"
      cover={cover}
      title={title}
      summary={summary}
      label={
        <>
          <LinkIcon size={14} /> {bizName || (href ? new URL(href).host : '')}
        </>
      }
    >
      {href ? (
        <Action href={href} rel="noopener noreferrer">
          {OPEN_LINK}
        </Action>
      ) : null}
    </CardFrame>
  );
}

export interface SpTopicCardProps {
  cover: string;
  title: string;
  summary: string;
  appUrl: string | null;
  pcUrl: string | null;
  /**
   * 在APP中打开 was tapped: the container opens the open-app dialog, whose 立即前往 goes through
   * open-app's launch strategy (a bare scheme link does nothing in WeChat). Without it, a link.
   */
  onOpenInApp?: () => void;
}

/** sp_topic: opens in the app when enable_app (app_url), on desktop when enable_pc (pc_url). */
export function SpTopicCard({ cover, title, summary, appUrl, pcUrl, onOpenInApp }: SpTopicCardProps) {
  return (
    <CardFrame
      testId="sp-topic-card"
      cover={cover}
      title={title}
      summary={summary}
      label={
        <>
          <SpecialTopicIcon size={14} /> {SP_TOPIC_LABEL}
        </>
      }
    >
      {appUrl && onOpenInApp ? (
        <StyledButton type="button" onClick={onOpenInApp}>
          {OPEN_IN_APP}
        </StyledButton>
      ) : appUrl ? (
        <Action href={appUrl}>{OPEN_IN_APP}</Action>
      ) : null}
      {pcUrl ? (
        <Action href={pcUrl} rel="noopener noreferrer">
          {OPEN_ON_PC}
        </Action>
      ) : null}
    </CardFrame>
  );
}

/** What a card of an item shows of it: its cover, title, summary and free-form payload. */
export interface PayloadCardProps {
  cover: string;
  title: string;
  summary: string;
  payload?: Record<string, unknown> | null;
}

// The cards of a detail page's body read the item's payload here, with the cards' code: the payload
// readers are no part of an article's first load.

/** A mini_program item: named by its source alias, else the payload's username; onOpen gets the payload's path. */
export function MiniProgramBody({
  payload,
  sourceAlias,
  onOpen,
  ...card
}: PayloadCardProps & { sourceAlias: string; onOpen?: (path: string) => void }) {
  const { username, path } = readMiniProgramPayload(payload);
  return <MiniProgramCard {...card} name={sourceAlias || username} onOpen={onOpen && (() => onOpen(path))} />;
}

/** An h5 or link item: the card to its payload's address. */
export function LinkBody({ payload, ...card }: PayloadCardProps) {
  const link = readLinkPayload(payload);
  return <LinkCard {...card} href={linkTarget(link)} bizName={link.bizName} />;
}

/** The open-app dialog of 在APP中打开 says nothing more than its title. */
const SP_TOPIC_PROMPTS = { open: '' } as const;

/**
 * An sp_topic item: the card to its payload's app and desktop addresses. 在APP中打开 opens the
 * open-app dialog at the item (`postId`), so that WeChat's guide or open tag, the intent, the
 * Universal Link, the mini program's 关闭弹窗 and the beacon all apply (issue 61).
 */
export function SpTopicBody({ payload, postId, ...card }: PayloadCardProps & { postId?: string }) {
  const { appUrl, pcUrl } = spTopicTargets(readSpTopicPayload(payload));
  const target = useMemo(() => (postId ? { id: postId, kind: 'sp_topic' } : null), [postId]);
  const appPrompt = useAppPrompt(target, SP_TOPIC_PROMPTS);
  const { prompt } = appPrompt;
  // The server's HTML (and hydration) keep the app address as a link for a page without JavaScript.
  // Inside the platform's own client it stays one: there is no app to launch, the app address is
  // the app's own (an open-app dialog there could only close).
  const hydrating = useHydrating();
  const launches = target && !hydrating && !detectEnvironment(navigator.userAgent).isOwnClient;
  const view = (
    <SpTopicCard {...card} appUrl={appUrl} pcUrl={pcUrl} onOpenInApp={launches ? () => prompt('open') : undefined} />
  );
  return target ? withOpenAppPrompt(view, appPrompt) : view;
}

export type LiveScreen = keyof typeof LIVE_SCREEN_LABELS;

export interface LocalLiveBodyProps {
  cover: string;
  title: string;
  summary: string;
  /** ImageScreen, LandscapeScreen or PortraitScreen; the landing page has none. */
  screen?: LiveScreen;
  /** Sub-screen links. */
  screenHrefs: Record<LiveScreen, string>;
  onWatch?: () => void;
}

const Portrait = styled.div`
  max-width: 320px;
  margin: 0 auto;
`;

const Tabs = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
  a {
    flex: 1;
    padding: 6px 0;
    text-align: center;
    border-radius: ${({ theme }) => theme.radii.md};
    font-size: ${({ theme }) => theme.fontSizes.md};
    background: ${({ theme }) => theme.colors.background};
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.onDark};
    background: ${({ theme }) => theme.colors.primary};
  }
`;

/** Local live: the stream's cover in the screen's shape, sub-screen tabs, watch in the app. */
export function LocalLiveBody({ cover, title, summary, screen, screenHrefs, onWatch }: LocalLiveBodyProps) {
  const image =
    screen === 'PortraitScreen' ? (
      <Portrait>
        <FixedRatioImage src={cover} alt={title} ratio={9 / 16} loading="eager" />
      </Portrait>
    ) : (
      <FixedRatioImage src={cover} alt={title} ratio={16 / 9} loading="eager" />
    );
  return (
    <Card data-testid="local-live" data-live-screen={screen ?? ''}>
      {image}
      <div className="label">
        <LiveIcon size={14} /> {screen ? LIVE_SCREEN_LABELS[screen] : null}
      </div>
      <Tabs>
        {(Object.keys(LIVE_SCREEN_LABELS) as LiveScreen[]).map((key) => (
          <a key={key} href={screenHrefs[key]} aria-current={key === screen ? 'page' : undefined}>
            {LIVE_SCREEN_LABELS[key]}
          </a>
        ))}
      </Tabs>
      {summary ? <p>{summary}</p> : null}
      <StyledButton type="button" onClick={onWatch}>
        {LIVE_WATCH_IN_APP}
      </StyledButton>
    </Card>
  );
}
