import styled from 'styled-components';
import { formatRelativeTime } from '@share/util-format';
import { Block, PrimaryAction, ScreenRoot, SectionTitle, StatusBlock, UserAvatar, type LoadStatus } from '@share/ui';
import type { InviteRecord } from './load-invite';
import {
  INVITE_CODE_LABEL,
  INVITE_DOWNLOAD,
  INVITE_POINTS,
  INVITE_RECORD_STATUS,
  INVITE_RECORDS_TITLE,
  INVITE_STEPS,
  INVITE_TITLE,
} from './messages';

const Hero = styled.header`
  padding: 36px ${({ theme }) => theme.space.lg} 28px;
  text-align: center;
  color: ${({ theme }) => theme.colors.onDark};
  background: linear-gradient(
    160deg,
    ${({ theme }) => theme.colors.accentWarmLight} 0%,
    ${({ theme }) => theme.colors.primary} 70%
  );
  h1 {
    font-size: 24px;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    letter-spacing: 1px;
  }
  p {
    margin-top: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.md};
    opacity: 0.9;
  }
`;

const CodeCard = styled.div`
  margin: -16px ${({ theme }) => theme.space.lg} 0;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: 12px;
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.float};
  position: relative;
  small {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.meta};
  }
  strong {
    display: block;
    margin: ${({ theme }) => theme.space.xs} 0 ${({ theme }) => theme.space.md};
    font-size: 30px;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    letter-spacing: 6px;
    color: ${({ theme }) => theme.colors.primary};
    font-variant-numeric: tabular-nums;
  }
`;

const Steps = styled.ol`
  display: flex;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg} ${theme.space.lg}`};
  li {
    flex: 1;
    text-align: center;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textSecondary};
  }
  b {
    display: flex;
    align-items: center;
    justify-content: center;
    width: 28px;
    height: 28px;
    margin: 0 auto 6px;
    border-radius: 50%;
    color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

const Records = styled.ul`
  padding: 0 ${({ theme }) => theme.space.lg};
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => theme.space.md} 0;
    border-top: 1px solid ${({ theme }) => theme.colors.divider};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  .alias {
    flex: 1;
  }
  small {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.meta};
  }
`;

export interface InviteViewProps {
  /** How the load went: ok, empty or error. */
  status: LoadStatus;
  /** The invite code of the link. */
  code: string;
  /** The site's name. */
  siteName?: string | null;
  /** Where the download button leads (the app download address). */
  downloadUrl?: string | null;
  /** The visitor's own invitations when logged in. */
  records?: InviteRecord[] | null;
  /** Now (ms), for the records' times. */
  now?: number;
}

/** Invite (spec §2 /invite/{code?}/{index}): the invitation code, how it works, the download button. */
export function InviteView({ status, code, siteName, downloadUrl, records, now }: InviteViewProps) {
  return (
    <ScreenRoot name="Invite" status={status}>
      <Hero>
        <h1>{INVITE_TITLE}</h1>
        {siteName ? <p>{siteName}</p> : null}
      </Hero>
      {code ? (
        <CodeCard>
          <small>{INVITE_CODE_LABEL}</small>
          <strong data-testid="invite-code">{code}</strong>
          <PrimaryAction href={downloadUrl ?? undefined}>{INVITE_DOWNLOAD}</PrimaryAction>
        </CodeCard>
      ) : (
        <StatusBlock status="empty" />
      )}
      <Block>
        <Steps>
          {INVITE_STEPS.map((step, index) => (
            <li key={step}>
              <b>{index + 1}</b>
              {step}
            </li>
          ))}
        </Steps>
      </Block>
      {records ? (
        <Block as="section" aria-label={INVITE_RECORDS_TITLE}>
          <SectionTitle>{INVITE_RECORDS_TITLE}</SectionTitle>
          {records.length > 0 ? (
            <Records>
              {records.map((record) => (
                <li key={record.user_id}>
                  <UserAvatar src={record.avatar} name={record.alias} size={36} />
                  <span className="alias">{record.alias}</span>
                  <small>
                    {record.status !== undefined ? INVITE_RECORD_STATUS[record.status] : null}
                    {record.reward_points ? ` +${record.reward_points}${INVITE_POINTS}` : ''} ·{' '}
                    {formatRelativeTime(record.created_at, now === undefined ? {} : { now })}
                  </small>
                </li>
              ))}
            </Records>
          ) : (
            <StatusBlock status="empty" />
          )}
        </Block>
      ) : null}
    </ScreenRoot>
  );
}
