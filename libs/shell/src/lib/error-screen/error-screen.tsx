import { Link } from 'react-router';
import styled from 'styled-components';

export const NOT_FOUND_MESSAGE = 'This page could not be found';
export const DEFAULT_ERROR_STATUS = 500;
export const DEFAULT_ERROR_MESSAGE = 'Error';

const Wrap = styled.main`
  min-height: 100vh;
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

const Home = styled(Link)`
  padding: 10px 28px;
  border-radius: 20px;
  color: ${({ theme }) => theme.colors.onDark};
  background: ${({ theme }) => theme.colors.primary};
`;

export interface ErrorScreenProps {
  status?: number;
  message?: string;
}

/** The error page of spec §2: the message, status default 500, message default Error; 404 links home. */
export function ErrorScreen({ status = DEFAULT_ERROR_STATUS, message }: ErrorScreenProps) {
  const notFound = status === 404;
  const text = message || (notFound ? NOT_FOUND_MESSAGE : DEFAULT_ERROR_MESSAGE);
  return (
    <Wrap data-testid="error-page" data-status={status}>
      <Status>{status}</Status>
      <Message>{text}</Message>
      {notFound ? <Home to="/">返回首页</Home> : null}
    </Wrap>
  );
}
