import { z } from 'zod';

/**
 * Clue reports, circles, law questions, open content, locations, content modules, lists, activities
 * and dejin pages: records with a public `id`, their references resolved (`user`, `mp`, `items`,
 * `topics`...). The spec does not show their fields, so the schemas keep them open.
 */
export const EntitySchema = z.looseObject({ id: z.string() });
export type Entity = z.infer<typeof EntitySchema>;

/** A user as a record names it (its `*_key` resolved): author, reporter, mentioned user. */
export interface UserRef {
  user_id: string;
  alias: string;
  avatar?: string;
}

/** Another record as a record names it: a circle, topic, catalogue, law question. */
export interface NamedRef {
  id: string;
  name: string;
}

export const EntityListSchema = z.object({
  list: z.array(EntitySchema),
  count: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type EntityList = z.infer<typeof EntityListSchema>;

const page = {
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(50).default(10),
};

export const EntityPageQuerySchema = z.object(page);
export const CircleContentQuerySchema = z.object({
  circle_id: z.string().optional(),
  topic_id: z.string().optional(),
  ...page,
});
export const CircleTopicQuerySchema = z.object({ circle_id: z.string().optional() });
export const LawQuestionQuerySchema = z.object({ id: z.string() });
export const LawAnswerQuerySchema = z.object({ id: z.string(), ...page });
export const OpenContentQuerySchema = z.object({ catalog_id: z.string().optional(), ...page });
/** Dejin topic default fetch (spec §9): limit 10, sorted by view_sum. */
export const DejinPostQuerySchema = z.object({
  catalog_id: z.string().optional(),
  topic_id: z.string().optional(),
  user_id: z.string().optional(),
  sort: z.enum(['view_sum', 'published_at']).default('view_sum'),
  limit: z.coerce.number().int().min(1).max(50).default(10),
  page: z.coerce.number().int().min(1).default(1),
});
