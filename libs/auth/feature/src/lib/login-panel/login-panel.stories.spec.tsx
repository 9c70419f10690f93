import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import * as stories from './login-panel.stories';

const { Retrying402 } = composeStories(stories);

describe('LoginPanel stories', () => {
  it('Retrying402: after a 402 the panel stays open and busy with 登录中…', async () => {
    const sleep = jest.fn(() => new Promise<void>(() => undefined));
    const { container } = render(<Retrying402 sleep={sleep} />);
    await Retrying402.play?.({ canvasElement: container } as never);
    expect(screen.getByRole('dialog', { name: '手机号登录' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '登录中…' })).toHaveAttribute('aria-busy', 'true');
    expect(sleep).toHaveBeenCalledWith(100);
  });
});
