import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { RenderOnlyDataProvider, renderOnlyKey, useRenderOnlyData, type RenderOnlyData } from './render-only-data';

const HEADLINE = renderOnlyKey<{ title: string }>('headline');
const OTHER = renderOnlyKey<{ title: string }>('other');

function Headline({ name = HEADLINE }: { name?: typeof HEADLINE }) {
  const value = useRenderOnlyData(name);
  return <h2>{value ? value.title : '没有数据'}</h2>;
}

function serverHtml(name = HEADLINE): string {
  const data: RenderOnlyData = new Map();
  HEADLINE.put(data, { title: '广州地铁新线开通' });
  return renderToString(
    <RenderOnlyDataProvider data={data}>
      <Headline name={name} />
    </RenderOnlyDataProvider>,
  );
}

describe('render-only data', () => {
  it('the server render reads what the loader put under the key', () => {
    expect(serverHtml()).toBe('<h2>广州地铁新线开通</h2>');
  });

  it('a key nothing was put under reads undefined', () => {
    expect(serverHtml(OTHER)).toBe('<h2>没有数据</h2>');
  });

  it('without a provider (the browser) every key reads undefined', () => {
    render(<Headline />);
    expect(screen.getByRole('heading')).toHaveTextContent('没有数据');
  });
});
