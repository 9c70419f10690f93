// A person's round picture; without one (or when it fails to load), their name's first character on
// a tint of the site's colour instead of a blank grey circle, the user icon when there is no name.
import styled from 'styled-components';
import { UserIcon } from '../icons';
import { useImageFailed } from '../use-image-failed';

export interface UserAvatarProps {
  /** The avatar picture; the initial of the name without one. */
  src?: string | null;
  /** The name shown beside the picture: its first character stands in for a missing picture. */
  name?: string | null;
  /** Diameter in px. */
  size?: number;
  /** Class of the avatar (styled-components extend it). */
  className?: string;
}

const Round = styled.span<{ $size: number }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  overflow: hidden;
  font-size: ${({ $size }) => Math.round($size * 0.45)}px;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: 1;
  color: ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.primarySoft};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** Decorative (the name is always written beside it): hidden from screen readers. */
export function UserAvatar({ src, name, size = 32, className }: UserAvatarProps) {
  const { failed, imgRef, onError } = useImageFailed(src);
  const initial = [...(name ?? '').trim()][0];
  if (src && !failed) {
    return (
      <Round className={className} $size={size} aria-hidden>
        <img ref={imgRef} src={src} alt="" width={size} height={size} loading="lazy" onError={onError} />
      </Round>
    );
  }
  return (
    <Round className={className} $size={size} aria-hidden data-testid="default-avatar">
      {initial ?? <UserIcon size={Math.round(size * 0.6)} />}
    </Round>
  );
}
