import styled from 'styled-components';
import { FixedRatioImage } from '@share/ui';
import { formatRelativeTime } from '@share/util-format';
import { UPDATED_AT } from '../messages';

const Head = styled.header`
  background: ${({ theme }) => theme.colors.surface};
`;

const Text = styled.div`
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg} ${theme.space.lg}`};
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.display};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    line-height: 1.4;
    color: ${({ theme }) => theme.colors.text};
  }
  p {
    margin-top: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: 1.6;
    color: ${({ theme }) => theme.colors.textSecondary};
  }
  small {
    display: block;
    margin-top: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.meta};
  }
`;

export interface ListHeaderProps {
  title: string;
  description?: string | null;
  cover?: string | null;
  publishedAt?: number | null;
  now?: number;
}

/** Title block of a list page: banner cover, title, description, update time. */
export function ListHeader({ title, description, cover, publishedAt, now }: ListHeaderProps) {
  return (
    <Head>
      {cover ? <FixedRatioImage src={cover} alt={title} ratio={2.5} loading="eager" /> : null}
      <Text>
        <h1>{title}</h1>
        {description ? <p>{description}</p> : null}
        {publishedAt ? (
          <small>
            {UPDATED_AT} {formatRelativeTime(publishedAt, now === undefined ? {} : { now })}
          </small>
        ) : null}
      </Text>
    </Head>
  );
}
