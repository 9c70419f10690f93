// The page shells every record page shares (clue reports, dejin, community): a screen that shows its record once the loader found
// it (else the status block: 暂无内容 or the error state), and the shell of a record with a paged
// list below its header (a topic, a person, a circle).
import type { ReactNode } from 'react';
import { ScreenRoot, StatusBlock, type LoadStatus } from '../page-blocks/page-blocks';
import { HeroHeader, PagedSection, type PagedItems } from '../record-blocks/record-blocks';

export interface RecordScreenProps<R> {
  /** The screen's name (data-screen), as the spec names the page. */
  name: string;
  status: LoadStatus;
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
  section: RecordSection<T>;
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
  topic: { cover?: string; name: string; description?: string };
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
