import { arrayOverlaps, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../platform/database';
import { mailOutbox } from '../platform/schema';

/** Whom erasing deletes the mail of: the tags they were queued with, and their addresses. */
export interface MailConcerned {
  /** `user:<id>`, `company:<id>`, `member:<id>`, as the mail was tagged when queued. */
  tags: readonly string[];
  /** Mail to these goes too, whatever the case: rows queued before tags, and untagged ones. */
  emails: readonly (string | null | undefined)[];
}

/**
 * Deletes queued or sent mail about any of the tags or addressed to any of the emails. Never the
 * text: a person called "Font" or "Job Board" would otherwise take every message, whose layout
 * holds those words, and a "John Smith" every other John Smith's.
 */
export async function deleteMailConcerning(
  tx: DatabaseOrTransaction,
  { tags, emails }: MailConcerned,
): Promise<void> {
  const addresses = [
    ...new Set(emails.map((email) => (email ?? '').trim().toLowerCase()).filter(Boolean)),
  ];
  const matches: SQL[] = [];
  if (tags.length > 0) matches.push(arrayOverlaps(mailOutbox.concerns, [...tags]));
  if (addresses.length > 0) matches.push(inArray(sql`lower(${mailOutbox.recipient})`, addresses));
  if (matches.length === 0) return;
  await tx.delete(mailOutbox).where(or(...matches));
}
