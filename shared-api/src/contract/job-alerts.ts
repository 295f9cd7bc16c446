import { z } from 'zod';
import { JOB_CATEGORIES, JOB_LOCATIONS } from './constants';

/** Job alerts: a saved home search, mailed as a digest of its new jobs. */

/** Alerts one job seeker may keep. */
export const JOB_ALERTS_PER_USER = 20;

// A list of the search's enums, each value once and in the enum's order: the same search saved
// twice is then the same row, whatever order its filters were picked in.
const enumSet = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .array(z.enum(values))
    .max(values.length * 2)
    .default([])
    .transform((picked) => values.filter((value) => picked.includes(value)) as T[number][]);

/** Body of POST /api/users/alerts: the home search's title, location and filters. */
export const jobAlertBodySchema = z.object({
  title: z.string().trim().max(200).default(''),
  location: z.string().trim().max(200).default(''),
  categories: enumSet(JOB_CATEGORIES),
  locations: enumSet(JOB_LOCATIONS),
});
export type JobAlertBody = z.input<typeof jobAlertBodySchema>;
export type JobAlertSearch = z.output<typeof jobAlertBodySchema>;

export const jobAlertSchema = z.object({
  _id: z.string(),
  title: z.string(),
  location: z.string(),
  categories: z.array(z.enum(JOB_CATEGORIES)),
  locations: z.array(z.enum(JOB_LOCATIONS)),
  /** Epoch milliseconds. */
  createdAt: z.number(),
});
export type JobAlert = z.infer<typeof jobAlertSchema>;

/** GET /api/users/alerts: newest first. */
export const jobAlertsResponseSchema = z.object({
  success: z.literal(true),
  alerts: z.array(jobAlertSchema),
});

/** POST /api/users/alerts: the alert saved, or the same one already there. */
export const jobAlertSavedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  alert: jobAlertSchema,
});

/** Query of the unsubscribe link (GET shows a page, POST unsubscribes: RFC 8058). */
export const unsubscribeQuerySchema = z.object({ token: z.string().min(1).max(200) });

const orList = (items: readonly string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} or ${items.at(-1) ?? ''}` : (items[0] ?? '');

/**
 * A saved search in words, the same in the mail and on Applied Jobs: "React in Bangalore",
 * "Design or Marketing jobs in Chennai or Mumbai", "React (Programming)", "All jobs".
 */
export function jobAlertWords(
  search: Pick<JobAlertSearch, 'title' | 'location' | 'categories' | 'locations'>,
): string {
  const { title, location, categories, locations } = search;
  const what = title
    ? `${title}${categories.length > 0 ? ` (${orList(categories)})` : ''}`
    : categories.length > 0
      ? `${orList(categories)} jobs`
      : 'All jobs';
  const where = location
    ? `${location}${locations.length > 0 ? ` (${orList(locations)})` : ''}`
    : orList(locations);
  return where ? `${what} in ${where}` : what;
}
