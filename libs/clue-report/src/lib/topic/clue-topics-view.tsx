import styled from 'styled-components';
import { formatCount } from '@share/util-format';
import {
  Block,
  FixedRatioImage,
  MetaLine,
  ScreenRoot,
  SectionTitle,
  StatusBlock,
  TopicChips,
  type LoadStatus,
} from '@share/ui';
import { RECOMMENDED_TOPICS, viewsText } from '../messages';
import type { ClueChannel, ClueTopic } from '../records';
import { clueShareLink } from '@share/contract/browser';

const TopicRow = styled.a`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.colors.divider};
  .topic-cover {
    flex: none;
    width: 96px;
  }
  b {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.body};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: ${({ theme }) => theme.colors.text};
  }
  p {
    margin-top: 2px;
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;

export interface ClueTopicsViewProps {
  status: LoadStatus;
  recommended: ClueTopic[];
  channels: ClueChannel[];
}

const topicLink = (topic: ClueTopic) => topic.share_link ?? clueShareLink({ topic: topic.name });

/** /clue_report/topics: the recommended topics (Recomend, most viewed first), then each channel's topics (TopicChannel). */
export function ClueTopicsView({ status, recommended, channels }: ClueTopicsViewProps) {
  return (
    <ScreenRoot name="ClueReportTopics" status={status}>
      {status === 'ok' ? (
        <>
          <Block as="section" aria-label={RECOMMENDED_TOPICS}>
            <SectionTitle as="h1">{RECOMMENDED_TOPICS}</SectionTitle>
            <ul>
              {recommended.map((topic) => (
                <li key={topic.id}>
                  <TopicRow href={topicLink(topic)} data-exposure-id={topic.id} data-testid="clue-topic">
                    <div className="topic-cover">
                      <FixedRatioImage src={topic.cover} alt="" ratio={4 / 3} />
                    </div>
                    <div>
                      <b>#{topic.name}#</b>
                      {topic.description ? <p>{topic.description}</p> : null}
                      <MetaLine>{viewsText(formatCount(topic.view_count ?? 0))}</MetaLine>
                    </div>
                  </TopicRow>
                </li>
              ))}
            </ul>
          </Block>
          {channels.map((channel) => (
            <Block as="section" key={channel.id} aria-label={channel.name} data-testid="clue-channel">
              <SectionTitle>{channel.name}</SectionTitle>
              {channel.topics && channel.topics.length > 0 ? (
                <TopicChips>
                  {channel.topics.map((topic) => (
                    <li key={topic.id}>
                      <a href={topicLink(topic)}>#{topic.name}#</a>
                    </li>
                  ))}
                </TopicChips>
              ) : (
                <StatusBlock status="empty" />
              )}
            </Block>
          ))}
        </>
      ) : (
        <StatusBlock status={status} />
      )}
    </ScreenRoot>
  );
}
