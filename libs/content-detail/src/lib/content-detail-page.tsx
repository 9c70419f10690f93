import { useCallback, useState } from 'react';
import { OpenAppDialog } from '@share/ui';
import { detectEnvironment } from '@share/wx-share';
import { ENDPOINTS } from '@share/contract';
import type { LiveScreen } from './action-cards';
import { ContentDetailView } from './content-detail-view';
import type { ContentDetailData } from './detail-data';
import { useLocalList, useRemoteList } from './paged';
import { readMiniProgramPayload } from './payloads';
import { DetailThemeScope } from './theme-scope';

export interface ContentDetailPageProps {
  data: ContentDetailData;
  liveScreen?: LiveScreen;
}

interface MiniProgramBridge {
  miniProgram?: { navigateTo?: (options: { url: string }) => void };
}

/**
 * Container of a content detail page: pages the lists on load-more, opens the mini program inside a
 * mini-program shell and the open-app dialog elsewhere (never in previews).
 */
export function ContentDetailPage({ data, liveScreen }: ContentDetailPageProps) {
  const lists = {
    related: useLocalList(data.detail.relations),
    hot: useRemoteList(data.hot, ENDPOINTS.hot72h.path),
    editor: useRemoteList(data.editor, ENDPOINTS.editorRecommend.path),
    recommend: useRemoteList(data.recommend, ENDPOINTS.recommend.path),
  };
  const [dialog, setDialog] = useState(false);
  const miniProgramShell = useCallback(() => detectEnvironment(navigator.userAgent).isMiniProgram, []);

  const openApp = useCallback(() => {
    if (!data.preview) setDialog(true);
  }, [data.preview]);

  const openMiniProgram = useCallback(() => {
    const bridge = (window as unknown as { wx?: MiniProgramBridge }).wx;
    const { path } = readMiniProgramPayload(data.detail.payload);
    if (miniProgramShell() && bridge?.miniProgram?.navigateTo && path) {
      bridge.miniProgram.navigateTo({ url: `/${path.replace(/^\//, '')}` });
      return;
    }
    openApp();
  }, [data.detail.payload, miniProgramShell, openApp]);

  return (
    <DetailThemeScope>
      <ContentDetailView data={data} lists={lists} liveScreen={liveScreen} onOpenMiniProgram={openMiniProgram} onWatchLive={openApp}>
        {data.preview ? null : (
          <OpenAppDialog
            open={dialog}
            miniProgram={dialog && miniProgramShell()}
            onClose={() => setDialog(false)}
            onGo={() => setDialog(false)}
          />
        )}
      </ContentDetailView>
    </DetailThemeScope>
  );
}
