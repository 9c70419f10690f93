import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import { SiteHeader } from '../site-frame/site-header';

// Spec §2 words it 'This page could not be found'; the visitor reads Chinese (issue 61), so the
// screen says the same in Chinese. The plain-text 404 of a non-page path keeps the spec's sentence.
export const NOT_FOUND_MESSAGE = '抱歉，您访问的页面不存在';
export const DEFAULT_ERROR_STATUS = 500;
export const DEFAULT_ERROR_MESSAGE = 'Error';
/** The spec has no words for these two links (issue 53 names them). */
export const ERROR_RETRY = '重试';
export const ERROR_HOME = '返回首页';

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

const Wrap = styled.main`
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  padding: 24px;
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
`;

const Status = styled.h1`
  margin: 0 0 8px;
  font-size: 48px;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primary};
`;

const Message = styled.p`
  margin: 0 0 24px;
  font-size: 16px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
`;

const Home = styled(Link)`
  padding: 10px 28px;
  border-radius: 20px;
  color: ${({ theme }) => theme.colors.onDark};
  background: ${({ theme }) => theme.colors.primary};
`;

const Retry = styled(Home)`
  color: ${({ theme }) => theme.colors.primary};
  background: transparent;
  box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.primary};
`;

export interface ErrorScreenProps {
  /** The HTTP status (404 not found, 503 outage, 500 otherwise). */
  status?: number;
  /** A message shown under the status text. */
  message?: string;
  /** Above a server error or outage: the open-app banner, so a visitor who came from WeChat is not stuck. */
  banner?: ReactNode;
}

/**
 * The error page of spec §2: the message, status default 500, message default Error; 404 links home.
 * A server error or a platform outage (5xx) also offers 重试, a full reload of the same address, and
 * 返回首页: plain links, so they work before (and without) JavaScript on the server-rendered page.
 */
export function ErrorScreen({ status = DEFAULT_ERROR_STATUS, message, banner }: ErrorScreenProps) {
  const { pathname, search } = useLocation();
  const notFound = status === 404;
  const serverError = status >= 500;
  const text = message || (notFound ? NOT_FOUND_MESSAGE : DEFAULT_ERROR_MESSAGE);
  return (
    <Page>
      {serverError ? banner : null}
      <Wrap data-testid="error-page" data-status={status}>
        <Status>{status}</Status>
        <Message>{text}</Message>
        {notFound || serverError ? (
          <Actions>
            {serverError ? (
              <Retry to={{ pathname, search }} reloadDocument>
                {ERROR_RETRY}
              </Retry>
            ) : null}
            <Home to="/">{ERROR_HOME}</Home>
          </Actions>
        ) : null}
      </Wrap>
    </Page>
  );
}

/** The error screen as the site shows it (the lazy ErrorScreen's module): with the site's open-app banner. */
export function ErrorPage(props: Omit<ErrorScreenProps, 'banner'>) {
  return <ErrorScreen {...props} banner={<SiteHeader />} />;
}
