import { customType, timestamp, uuid } from 'drizzle-orm/pg-core';

// Columns several tables share. Not re-exported by the schema: they are no tables.

export const id = () => uuid('id').primaryKey().defaultRandom();
/** PostgreSQL's text-search document; only the database reads it (jobs/job-search-queries). */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};
