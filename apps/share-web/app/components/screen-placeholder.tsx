import styled from 'styled-components';

const Card = styled.section`
  margin: 12px;
  padding: 20px 16px;
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textStrong};
`;

const Name = styled.h1`
  margin: 0 0 6px;
  font-size: 18px;
  font-weight: 600;
`;

const Params = styled.dl`
  margin: 12px 0 0;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.meta};
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 2px 10px;
  dt { font-family: monospace; }
  dd { margin: 0; word-break: break-all; }
`;

export interface ScreenPlaceholderProps {
  /** The screen's name as the route table calls it. */
  screen: string;
  params?: Record<string, string | undefined>;
}

/** The frame's body for screens whose content a later issue builds: it names the screen, nothing more. */
export function ScreenPlaceholder({ screen, params = {} }: ScreenPlaceholderProps) {
  const entries = Object.entries(params).filter(([, value]) => value !== undefined);
  return (
    <Card data-testid="screen" data-screen={screen}>
      <Name>{screen}</Name>
      {entries.length > 0 ? (
        <Params>
          {entries.map(([key, value]) => (
            <div key={key} style={{ display: 'contents' }}>
              <dt>{key}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </Params>
      ) : null}
    </Card>
  );
}
