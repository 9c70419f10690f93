// Paging and query names of the community pages (circles, law questions, open content).

/** Items per page of every community list (circles, posts, answers, open content). */
export const COMMUNITY_PAGE_SIZE = 10;

/** Query parameters the dimim and fazak routes read: the record's public id and the list filters. */
export const COMMUNITY_QUERY = { id: 'id', circleId: 'circle_id', topicId: 'topic_id' } as const;
