// The person's header clue reporters and dejin authors share: background, avatar, name, follow,
// intro and counts, on ui's hero header. (Their posts are ui's UserPostCard.)
import { formatCount } from '@share/util-format';
import { HeroAction, HeroHeader, LABEL_FOLLOW } from '@share/ui';
import type { Person } from './records';

export interface PersonHeaderProps {
  person: Person;
  /** Counts after the name, e.g. [[16, cluesText]]: the number bold, then the rest of its label. */
  counts: [number, (count: string) => string][];
  /** Following happens in the app (the platform's follow call is for media accounts). */
  onFollow?: () => void;
}

/** A reporter's or a dejin author's header. */
export function PersonHeader({ person, counts, onFollow }: PersonHeaderProps) {
  return (
    <HeroHeader
      cover={person.background}
      avatar={person.user?.avatar}
      title={person.user?.alias ?? ''}
      description={person.intro}
      action={
        <HeroAction type="button" onClick={onFollow}>
          {LABEL_FOLLOW}
        </HeroAction>
      }
      meta={
        <span data-testid="person-counts">
          {counts.map(([count, label], index) => {
            const number = formatCount(count);
            return (
              <span key={index}>
                {index > 0 ? ' · ' : ''}
                <b>{number}</b>
                {label(number).slice(number.length)}
              </span>
            );
          })}
        </span>
      }
    />
  );
}
