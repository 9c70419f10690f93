import { fn } from 'storybook/test';
import { composeStories } from '@storybook/react';
import { fireEvent, render, screen } from '@testing-library/react';
import * as stories from './site-footer.stories';

const { Default, WithoutSiteName } = composeStories(stories);

describe('SiteFooter', () => {
  it('links to the agreement pages of the spec and names the site', () => {
    render(<Default />);
    expect(screen.getByRole('link', { name: '用户协议' })).toHaveAttribute('href', '/davmu/agreement/user_agreement');
    expect(screen.getByRole('link', { name: '隐私政策' })).toHaveAttribute('href', '/davmu/agreement/privacy_policy');
    expect(screen.getByText('© 掌上新闻')).toBeInTheDocument();
  });

  it('lets the feature open an agreement in a frame', () => {
    const onOpenAgreement = fn();
    render(<WithoutSiteName onOpenAgreement={onOpenAgreement} />);
    fireEvent.click(screen.getByRole('link', { name: '隐私政策' }));
    expect(onOpenAgreement).toHaveBeenCalledWith('privacy_policy');
    expect(screen.queryByText(/©/)).toBeNull();
  });
});
