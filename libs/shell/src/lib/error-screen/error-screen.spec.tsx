// The error screen's stories, rendered as a designer sees them.
import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import * as errorStories from './error-screen.stories';

const { NotFound, ServerError, WithMessage, Outage } = composeStories(errorStories);
const ARTICLE = '/news/doc/2026/11/zXSnvMrm/index.html?from=singlemessage';

describe('ErrorScreen stories', () => {
  it('NotFound: 404, 抱歉，您访问的页面不存在, and 返回首页', () => {
    render(<NotFound />);
    expect(screen.getByRole('heading', { name: '404' })).toBeInTheDocument();
    expect(screen.getByText('抱歉，您访问的页面不存在')).toBeInTheDocument();
    expect(screen.queryByText(/could not be found/)).toBeNull();
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: '重试' })).not.toBeInTheDocument();
  });

  it('ServerError: 500 and Error, 重试 the same address and 返回首页', () => {
    render(<ServerError />);
    expect(screen.getByRole('heading', { name: '500' })).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['重试', ARTICLE],
      ['返回首页', '/'],
    ]);
  });

  it('Outage: the open-app banner above 503 and its message; 重试 and 返回首页', () => {
    render(<Outage />);
    expect(screen.getByTestId('open-app-banner')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '打开APP' })).toHaveAttribute('href', '#download');
    expect(screen.getByRole('heading', { name: '503' })).toBeInTheDocument();
    expect(screen.getByText('网络错误，请稍后重试～')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '重试' })).toHaveAttribute('href', ARTICLE);
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
  });

  it('WithMessage: the given status and message, no banner without one', () => {
    render(<WithMessage />);
    expect(screen.queryByTestId('open-app-banner')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '502' })).toBeInTheDocument();
    expect(screen.getByText('服务暂时不可用')).toBeInTheDocument();
  });
});
