import styled from 'styled-components';
import { Image, staticIsland, UserIcon } from '@share/ui';
import type { DetailHeaderTextProps } from './detail-header-text';
import { FOLLOW, FOLLOWED } from './messages';

/**
 * The title and the meta line only show the page's data: the browser keeps the server's HTML of
 * them, and their code (the type tag, the relative time, the counts) loads once the page is idle,
 * to render them when the collect count changes or a client-side navigation shows another item.
 */
const HeaderText = staticIsland<DetailHeaderTextProps>(() =>
  import('./detail-header-text').then((m) => m.DetailHeaderText),
);

export interface DetailHeaderAccount {
  name: string;
  avatar: string;
  description?: string;
  is_follow?: boolean;
}

export interface DetailHeaderProps
  extends
    Omit<DetailHeaderTextProps, 'collected' | 'stats'>,
    Partial<Pick<DetailHeaderTextProps, 'collected' | 'stats'>> {
  /** The media account of mp content, with its follow button. */
  account?: DetailHeaderAccount | null;
  /** Follow is the comments-and-actions issue's; without a handler the button does nothing. */
  onFollow?: () => void;
  /** Dark variant over a full-screen player. */
  dark?: boolean;
}

const Wrap = styled.header<{ $dark: boolean }>`
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.lg} ${theme.space.md}`};
  background: ${({ $dark, theme }) => ($dark ? 'transparent' : theme.colors.surface)};
  color: ${({ $dark, theme }) => ($dark ? theme.colors.onDark : theme.colors.text)};
`;

const Account = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
  img,
  .avatar {
    width: 36px;
    height: 36px;
    border-radius: 50%;
    object-fit: cover;
    background: ${({ theme }) => theme.colors.placeholder};
    display: flex;
    align-items: center;
    justify-content: center;
    color: ${({ theme }) => theme.colors.onDark};
  }
  strong {
    flex: 1;
    min-width: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const FollowButton = styled.button<{ $on: boolean }>`
  height: 28px;
  padding: 0 14px;
  border-radius: ${({ theme }) => theme.radii.round};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ $on, theme }) => ($on ? theme.colors.meta : theme.colors.onDark)};
  background: ${({ $on, theme }) => ($on ? theme.colors.background : theme.colors.primary)};
`;

/** Header block: title, type tag, source, relative time, view/like/collect counts, mp account. */
export function DetailHeader(props: DetailHeaderProps) {
  const { account, onFollow, collected = false, stats = true, dark = false, ...text } = props;
  return (
    <Wrap $dark={dark} data-testid="detail-header">
      <HeaderText {...text} collected={collected} stats={stats} />
      {account ? (
        <Account data-testid="mp-account">
          <Image
            src={account.avatar}
            alt=""
            width={36}
            height={36}
            loading="lazy"
            fallback={
              <span className="avatar">
                <UserIcon size={20} />
              </span>
            }
          />
          <strong>{account.name}</strong>
          <FollowButton type="button" $on={Boolean(account.is_follow)} onClick={onFollow}>
            {account.is_follow ? FOLLOWED : FOLLOW}
          </FollowButton>
        </Account>
      ) : null}
    </Wrap>
  );
}
