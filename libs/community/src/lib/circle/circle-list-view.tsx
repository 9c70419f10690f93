import styled from 'styled-components';
import { formatCount } from '@share/util-format';
import { Avatar, MetaLine, PagedSection, ScreenRoot, StatusBlock, type LoadStatus, type PagedItems } from '@share/ui';
import type { Circle } from '../community-data';
import { CIRCLES_TITLE, membersText } from '../messages';

const Row = styled.a`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.colors.divider};
  div {
    flex: 1;
    min-width: 0;
  }
  b {
    font-size: ${({ theme }) => theme.fontSizes.body};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: ${({ theme }) => theme.colors.text};
  }
`;

export interface CircleListViewProps {
  status: LoadStatus;
  circles: PagedItems<Circle>;
}

/** /dimim/circle without an id (spec §2 dimim pages): the circles, paged. */
export function CircleListView({ status, circles }: CircleListViewProps) {
  return (
    <ScreenRoot name="DimimCircle" status={status}>
      {status === 'error' ? (
        <StatusBlock status="error" />
      ) : (
        <PagedSection
          title={CIRCLES_TITLE}
          list={circles}
          testId="circle-list"
          render={(circle) => (
            <Row href={circle.share_link} data-exposure-id={circle.id}>
              {circle.avatar ? <Avatar src={circle.avatar} alt="" $size={48} /> : null}
              <div>
                <b>{circle.name}</b>
                <MetaLine>
                  {[circle.description, membersText(formatCount(circle.member_count ?? 0))].filter(Boolean).join(' · ')}
                </MetaLine>
              </div>
            </Row>
          )}
        />
      )}
    </ScreenRoot>
  );
}
