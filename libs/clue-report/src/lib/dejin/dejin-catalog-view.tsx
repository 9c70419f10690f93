import styled from 'styled-components';
import { dejinShareLink } from '@share/contract/browser';
import { Avatar, Block, ScreenRoot, SectionTitle, StatusBlock, TopicChips, type LoadStatus } from '@share/ui';
import { DEJIN_ALL_CONTENT, DEJIN_CATALOG_TITLE } from '../messages';
import type { DejinCatalog } from '../records';

const Entry = styled.li`
  border-top: 1px solid ${({ theme }) => theme.colors.divider};
  > a {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
    font-size: ${({ theme }) => theme.fontSizes.body};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const linkOf = (catalog: DejinCatalog) => catalog.share_link ?? dejinShareLink({ content: catalog.id });

export interface DejinCatalogViewProps {
  status: LoadStatus;
  catalogs: DejinCatalog[];
}

/** /dejin/catalog (spec §2 dejin catalogue): every catalogue with its sub-catalogues, each opening its content. */
export function DejinCatalogView({ status, catalogs }: DejinCatalogViewProps) {
  return (
    <ScreenRoot name="DejinCatalog" status={status}>
      <Block as="section" aria-label={DEJIN_CATALOG_TITLE}>
        <SectionTitle as="h1">{DEJIN_CATALOG_TITLE}</SectionTitle>
        {status === 'ok' ? (
          <ul>
            <Entry>
              <a href={dejinShareLink({ content: null })}>{DEJIN_ALL_CONTENT}</a>
            </Entry>
            {catalogs.map((catalog) => (
              <Entry key={catalog.id} data-testid="dejin-catalog">
                <a href={linkOf(catalog)}>
                  {catalog.icon ? <Avatar src={catalog.icon} alt="" $size={32} /> : null}
                  {catalog.name}
                </a>
                {catalog.children && catalog.children.length > 0 ? (
                  <TopicChips>
                    {catalog.children.map((child) => (
                      <li key={child.id}>
                        <a href={linkOf(child)}>{child.name}</a>
                      </li>
                    ))}
                  </TopicChips>
                ) : null}
              </Entry>
            ))}
          </ul>
        ) : (
          <StatusBlock status={status} />
        )}
      </Block>
    </ScreenRoot>
  );
}
