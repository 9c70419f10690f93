// The error screen's stories, rendered as a designer sees them.
import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import * as errorStories from './error-screen.stories';

const { NotFound, ServerError, WithMessage } = composeStories(errorStories);

describe('ErrorScreen stories', () => {
  it('NotFound: 404, This page could not be found, and 返回首页', () => {
    render(<NotFound />);
    expect(screen.getByRole('heading', { name: '404' })).toBeInTheDocument();
    expect(screen.getByText('This page could not be found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
  });

  it('ServerError: 500 and Error, no link', () => {
    render(<ServerError />);
    expect(screen.getByRole('heading', { name: '500' })).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('WithMessage: the given status and message', () => {
    render(<WithMessage />);
    expect(screen.getByRole('heading', { name: '502' })).toBeInTheDocument();
    expect(screen.getByText('服务暂时不可用')).toBeInTheDocument();
  });
});
