// The site's download page (issue 63): where a tap's 口令 could not be copied (the browser refused the
// clipboard), the site sends the visitor here with the text in the address's fragment (#kouling=…,
// never sent to a server). The page shows it with a copy button (a tap of its own, which browsers
// allow) beside the link to the app's download page.
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { PrimaryAction, useToast } from '@share/ui';

export const DOWNLOAD_TITLE = '下载APP';
export const DOWNLOAD_HINT = '复制下方口令，安装并打开APP后即可回到刚才的内容';
export const DOWNLOAD_COPY = '复制口令';
export const DOWNLOAD_COPIED = '口令已复制';
export const DOWNLOAD_COPY_REFUSED = '复制失败，请长按口令手动复制';
export const DOWNLOAD_GO = '去下载APP';
/** The fragment's key (open-app's LINK_TOKEN_FRAGMENT). */
const FRAGMENT_KEY = 'kouling';

const Page = styled.main`
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
  text-align: center;
`;

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.heading};
`;

const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Kouling = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px dashed ${({ theme }) => theme.colors.outline};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.md};
  word-break: break-all;
  user-select: all;
`;

const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

/** Copying is the step before the download, which leads: an outlined pill beside the filled one. */
const CopyAction = styled(PrimaryAction)`
  color: ${({ theme }) => theme.colors.primary};
  background: transparent;
  box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.primary};
`;

/** The 口令 carried in a fragment (`#kouling=…`), or null. */
export function koulingOf(hash: string): string | null {
  const value = new URLSearchParams(hash.replace(/^#/, '')).get(FRAGMENT_KEY);
  return value?.trim() ? value : null;
}

export interface DownloadPageProps {
  /** The app's download page (the platform's download-url setting). */
  downloadUrl: string | null;
}

export function DownloadPage({ downloadUrl }: DownloadPageProps) {
  const toast = useToast();
  const [text, setText] = useState<string | null>(null);
  // The fragment is the browser's alone: read after hydration.
  useEffect(() => setText(koulingOf(window.location.hash)), []);
  const copy = () => {
    if (!text) return;
    // Without the clipboard API (an older in-app browser, a page not served over https) the
    // visitor is told to copy by hand, as when the browser refuses.
    if (!navigator.clipboard) {
      toast.show(DOWNLOAD_COPY_REFUSED);
      return;
    }
    navigator.clipboard.writeText(text).then(
      () => toast.show(DOWNLOAD_COPIED),
      () => toast.show(DOWNLOAD_COPY_REFUSED),
    );
  };
  return (
    <Page>
      <Title>{DOWNLOAD_TITLE}</Title>
      {text ? (
        <>
          <Hint>{DOWNLOAD_HINT}</Hint>
          <Kouling data-testid="kouling">{text}</Kouling>
        </>
      ) : null}
      <Actions>
        {text ? (
          <CopyAction as="button" type="button" onClick={copy}>
            {DOWNLOAD_COPY}
          </CopyAction>
        ) : null}
        {downloadUrl ? <PrimaryAction href={downloadUrl}>{DOWNLOAD_GO}</PrimaryAction> : null}
      </Actions>
    </Page>
  );
}
