import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createTestApi, envelope } from '../testing';
import { ShareApiProvider } from './share-api-context';
import { useViewerRead } from './use-viewer-read';
import type { ShareApi } from './share-api';

function Followed({ viewer, uid = 'AbCdEfGh' }: { viewer: string | null; uid?: string }) {
  const [text, setText] = useState('未登录');
  useViewerRead('isFollowed', { params: { uid } }, viewer, {
    onSuccess: (result) => setText(result.is_follow ? '已关注' : '关注'),
    onError: (error) => setText(error.message),
  });
  return <p>{text}</p>;
}

const view = (api: ShareApi, viewer: string | null, uid?: string) => (
  <ShareApiProvider api={api}>
    <Followed viewer={viewer} uid={uid} />
  </ShareApiProvider>
);

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

describe('useViewerRead', () => {
  it('asks nothing while nobody is signed in, then once per signed-in visitor', async () => {
    let token: string | null = null;
    const { api, fetch } = createTestApi(
      {
        'POST /guzzle/v1/mp/is_followed/{uid}': (call) =>
          envelope({ is_follow: call.headers['authorization'] === 'token-a' }),
      },
      { getToken: () => token },
    );
    const { rerender } = render(view(api, null));
    await settle();
    expect(screen.getByText('未登录')).toBeTruthy();
    expect(fetch.calls).toHaveLength(0);
    token = 'token-a';
    rerender(view(api, token));
    expect(await screen.findByText('已关注')).toBeTruthy();
    // A render for the same visitor and input does not ask again.
    rerender(view(api, token));
    await settle();
    expect(fetch.calls).toHaveLength(1);
    token = 'token-b';
    rerender(view(api, token));
    expect(await screen.findByText('关注')).toBeTruthy();
    expect(fetch.calls).toHaveLength(2);
  });

  it('asks again for another input', async () => {
    const { api, fetch } = createTestApi({
      'POST /guzzle/v1/mp/is_followed/{uid}': (call) => envelope({ is_follow: call.path.endsWith('/FollowMe') }),
    });
    const { rerender } = render(view(api, 'token-a', 'NotThis1'));
    expect(await screen.findByText('关注')).toBeTruthy();
    rerender(view(api, 'token-a', 'FollowMe'));
    expect(await screen.findByText('已关注')).toBeTruthy();
    expect(fetch.calls).toHaveLength(2);
  });

  it('drops the answer for a visitor who has left before it arrived', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const { api, fetch } = createTestApi({
      'POST /guzzle/v1/mp/is_followed/{uid}': () =>
        new Promise((resolve) => (answer = resolve)).then(() => envelope({ is_follow: true })),
    });
    const { rerender } = render(view(api, 'token-a'));
    await settle();
    expect(fetch.calls).toHaveLength(1);
    rerender(view(api, null));
    answer(undefined);
    await settle();
    expect(screen.getByText('未登录')).toBeTruthy();
  });

  it('hands a failure to onError', async () => {
    const { api } = createTestApi({ 'POST /guzzle/v1/mp/is_followed/{uid}': envelope(null, '请先登录', 401) });
    render(view(api, 'token-a'));
    expect(await screen.findByText('请先登录')).toBeTruthy();
  });
});
