import styled from 'styled-components';
import { ClockIcon, FixedRatioImage, PrimaryAction, UserIcon } from '@share/ui';
import { formatCount, formatDate } from '@share/util-format';
import { ScreenRoot, StatusBlock } from '../feed-blocks';

/** A map pin; the design system has no place icon. */
const PinIcon = () => (
  <svg width={14} height={14} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden>
    <path d="M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11z" />
    <circle cx="12" cy="10" r="2.5" />
  </svg>
);
import type { LoadStatus } from '../feed-data';
import type { Activity } from '../load-screens';
import {
  ACTIVITY_ADDRESS,
  ACTIVITY_JOIN,
  ACTIVITY_SIGNUP,
  ACTIVITY_SIGNUP_COUNT,
  ACTIVITY_STATUS,
  ACTIVITY_TIME,
} from '../messages';

const Head = styled.header`
  position: relative;
  background: ${({ theme }) => theme.colors.surface};
`;

const Badge = styled.span<{ $tone: number }>`
  position: absolute;
  top: ${({ theme }) => theme.space.md};
  left: ${({ theme }) => theme.space.md};
  padding: 2px 10px;
  border-radius: 12px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.onDark};
  background: ${({ $tone, theme }) => ($tone === 1 ? theme.colors.primary : $tone === 0 ? theme.colors.info : theme.colors.muted)};
`;

const Body = styled.div`
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.display};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    line-height: 1.4;
  }
  > p {
    margin-top: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: 1.6;
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;

const Facts = styled.dl`
  margin-top: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  font-size: ${({ theme }) => theme.fontSizes.md};
  div {
    display: grid;
    grid-template-columns: 88px 1fr;
    padding: 4px 0;
  }
  dt {
    flex: none;
    display: inline-flex;
    align-items: center;
    gap: 4px;
    color: ${({ theme }) => theme.colors.meta};
  }
  dd {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Article = styled.article`
  margin-top: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  p {
    font-size: ${({ theme }) => theme.fontSizes.body};
    line-height: 1.75;
    color: ${({ theme }) => theme.colors.text};
  }
  p + p {
    margin-top: ${({ theme }) => theme.space.sm};
  }
`;

const Join = styled(PrimaryAction)`
  margin: ${({ theme }) => theme.space.lg};
  width: auto;
`;

export interface ActivityViewProps {
  /** How the load went: ok, empty or error. */
  status: LoadStatus;
  /** The activity, or null when the platform has none (the empty or error block). */
  activity: Activity | null;
  /** Where the join button leads before the page is interactive (the app download address). */
  joinHref?: string | null;
  /** The join button's tap once the page is interactive (the open-app dialog), instead of the link. */
  onJoin?: () => void;
  /** Hides the join button (the platform's own app: the visitor is in the app already). */
  hideJoin?: boolean;
}

/** Activity (spec §2 /activity/{post_id?}/{index}): cover, state, time, place, sign-ups and the description. */
export function ActivityView({ status, activity, joinHref, onJoin, hideJoin = false }: ActivityViewProps) {
  if (!activity) {
    return (
      <ScreenRoot name="Activity" status={status}>
        <StatusBlock status={status === 'error' ? 'error' : 'empty'} />
      </ScreenRoot>
    );
  }
  const state = activity.status !== null ? ACTIVITY_STATUS[activity.status] : undefined;
  return (
    <ScreenRoot name="Activity" status={status}>
      <Head>
        <FixedRatioImage src={activity.cover} alt={activity.title} ratio={16 / 9} loading="eager" />
        {state ? <Badge $tone={activity.status ?? 2}>{state}</Badge> : null}
      </Head>
      <Body>
        <h1>{activity.title}</h1>
        {activity.summary ? <p>{activity.summary}</p> : null}
        <Facts>
          {activity.startAt ? (
            <div>
              <dt>
                <ClockIcon size={14} />
                {ACTIVITY_TIME}
              </dt>
              <dd>
                {formatDate(activity.startAt)}
                {activity.endAt ? ` ~ ${formatDate(activity.endAt)}` : ''}
              </dd>
            </div>
          ) : null}
          {activity.address ? (
            <div>
              <dt>
                <PinIcon />
                {ACTIVITY_ADDRESS}
              </dt>
              <dd>{activity.address}</dd>
            </div>
          ) : null}
          {activity.signupCount !== null ? (
            <div>
              <dt>
                <UserIcon size={14} />
                {ACTIVITY_SIGNUP}
              </dt>
              <dd>
                {formatCount(activity.signupCount)}
                {ACTIVITY_SIGNUP_COUNT}
              </dd>
            </div>
          ) : null}
        </Facts>
      </Body>
      {activity.paragraphs.length > 0 ? (
        <Article>
          {activity.paragraphs.map((text, index) => (
            <p key={index}>{text}</p>
          ))}
        </Article>
      ) : null}
      {activity.status !== 2 && !hideJoin ? (
        <Join
          href={joinHref ?? undefined}
          onClick={
            onJoin
              ? (event) => {
                  event.preventDefault();
                  onJoin();
                }
              : undefined
          }
        >
          {ACTIVITY_JOIN}
        </Join>
      ) : null}
    </ScreenRoot>
  );
}
