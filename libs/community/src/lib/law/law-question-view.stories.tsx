import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { morePaged, nonePaged, STORY_NOW, storyAnswers, storyQuestion } from '../story-fixtures';
import { LawQuestionView } from './law-question-view';

const meta = {
  title: 'Community/LawQuestion',
  component: LawQuestionView,
  args: { status: 'ok', question: storyQuestion, answers: morePaged(storyAnswers), now: STORY_NOW, onAsk: fn() },
} satisfies Meta<typeof LawQuestionView>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Full: Story = {};
/** A question no lawyer has answered yet. */
export const Empty: Story = { args: { question: { ...storyQuestion, answer_count: 0 }, answers: nonePaged() } };
export const Error: Story = { args: { status: 'error', question: null, answers: nonePaged() } };
