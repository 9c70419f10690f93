import styled from 'styled-components';
import { formatCount, formatRelativeTime } from '@share/util-format';
import {
  Avatar,
  HeroAction,
  LABEL_LIKE,
  type LoadStatus,
  MetaLine,
  type PagedItems,
  PagedSection,
  recordPanel,
  recordText,
  recordTitle,
  ScreenRoot,
  StatusBlock,
} from '@share/ui';
import type { LawAnswer, LawQuestion } from '../community-data';
import { ANSWERS_TITLE, ASK_QUESTION, answerCountText, viewsText } from '../messages';

const Question = styled.header`
  ${recordPanel}
  .category {
    display: inline-block;
    margin-bottom: ${({ theme }) => theme.space.sm};
    padding: 2px 8px;
    border-radius: ${({ theme }) => theme.radii.round};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  h1 {
    ${recordTitle}
  }
  .question-text {
    ${recordText(1.6, 'textSecondary')}
  }
  .question-foot {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.md};
    margin-top: ${({ theme }) => theme.space.md};
  }
`;

const Answer = styled.article`
  padding: ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.colors.divider};
  header {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
  }
  b {
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: ${({ theme }) => theme.colors.text};
  }
  p.answer-text {
    ${recordText(1.6)}
  }
`;

export interface LawQuestionViewProps {
  status: LoadStatus;
  question: LawQuestion | null;
  answers: PagedItems<LawAnswer>;
  now?: number;
  /** Asking happens in the app. */
  onAsk?: () => void;
}

/** /fazak/problemShare?id= (spec §2 problem share): a law question and its lawyers' answers, paged. */
export function LawQuestionView({ status, question, answers, now, onAsk }: LawQuestionViewProps) {
  const time = (at?: number) => (at ? formatRelativeTime(at, now === undefined ? {} : { now }) : '');
  return (
    <ScreenRoot name="ProblemShare" status={status}>
      {question ? (
        <>
          <Question>
            {question.category ? <span className="category">{question.category}</span> : null}
            <h1>{question.title}</h1>
            {question.content ? <p className="question-text">{question.content}</p> : null}
            <div className="question-foot">
              <MetaLine>
                {[
                  question.user?.alias,
                  time(question.published_at),
                  viewsText(formatCount(question.view_count ?? 0)),
                  answerCountText(question.answer_count ?? 0),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </MetaLine>
              <HeroAction type="button" onClick={onAsk}>
                {ASK_QUESTION}
              </HeroAction>
            </div>
          </Question>
          <PagedSection
            title={ANSWERS_TITLE}
            list={answers}
            testId="law-answers"
            render={(answer) => (
              <Answer data-testid="law-answer">
                <header>
                  {answer.lawyer_avatar ? <Avatar src={answer.lawyer_avatar} alt="" /> : null}
                  <div>
                    <b>{answer.lawyer_name}</b>
                    <MetaLine>{[answer.law_firm, time(answer.published_at)].filter(Boolean).join(' · ')}</MetaLine>
                  </div>
                </header>
                <p className="answer-text">{answer.content}</p>
                <MetaLine>
                  {LABEL_LIKE} {formatCount(answer.like_count ?? 0)}
                </MetaLine>
              </Answer>
            )}
          />
        </>
      ) : (
        <StatusBlock status={status} />
      )}
    </ScreenRoot>
  );
}
