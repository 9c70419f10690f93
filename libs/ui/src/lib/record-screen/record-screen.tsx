// The page shells every record page shares (clue reports, dejin, community): a screen that shows its record once the loader found
// it (else the status block: 暂无内容 or the error state), and the shell of a record with a paged
// list below its header (a topic, a person, a circle).
import type { ReactNode } from 'react';
import { ScreenRoot, StatusBlock, type LoadStatus } from '../page-blocks/page-blocks';
import { HeroHeader, PagedSection, type PagedItems } from '../record-blocks/record-blocks';

export interface RecordScreenProps<R> {
  /** The screen's name (data-screen), as the spec names the page. */
  name: string;
  /** How the load went: ok, empty or error. */
  status: LoadStatus;
  /** The record the screen shows, or null (the empty or error block). */
  record: R | null;
  children: (record: R) => ReactNode;
}

/** A record page: `children(record)` once the record is found, else the status block. */
export function RecordScreen<R>({ name, status, record, children }: RecordScreenProps<R>) {
  return (
    <ScreenRoot name={name} status={status}>
      {record ? children(record) : <StatusBlock status={status} />}
    </ScreenRoot>
  );
}

/** The paged list below a record's header: its title, test id and how an item renders. */
export interface RecordSection<T> {
  title: ReactNode;
  testId: string;
  render: (item: T) => ReactNode;
}

export interface RecordListScreenProps<R, T> extends Omit<RecordScreenProps<R>, 'children'> {
  /** What stands above the list once the record is found. */
  header: (record: R) => ReactNode;
  /** How the list section is titled and draws its items. */
  section: RecordSection<T>;
  /** The list's items and paging. */
  list: PagedItems<T>;
}

/** A record with a paged list below its header (a topic's posts, a person's posts, a circle's posts). */
export function RecordListScreen<R, T extends { id: string }>({
  header,
  section,
  list,
  ...screen
}: RecordListScreenProps<R, T>) {
  return (
    <RecordScreen {...screen}>
      {(record) => (
        <>
          {header(record)}
          <PagedSection title={section.title} list={list} testId={section.testId} render={section.render} />
        </>
      )}
    </RecordScreen>
  );
}

/** A topic (of clue reports, dejin posts, a circle): its cover, #name#, description and a meta line. */
export function TopicHero({
  topic,
  meta,
}: {
  /** The topic's cover, name and description. */
  topic: { cover?: string; name: string; description?: string };
  /** The counts under the name (an undefined one is left out). */
  meta: Array<string | undefined>;
}) {
  return (
    <HeroHeader
      cover={topic.cover}
      title={`#${topic.name}#`}
      description={topic.description}
      meta={meta.filter(Boolean).join(' · ')}
    />
  );
}
