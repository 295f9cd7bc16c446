import { or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DatabaseOrTransaction } from '../platform/database';
import { mailOutbox } from '../platform/schema';

/** A word as a regular expression matching itself alone: its operators escaped. */
const literalPattern = (word: string) => word.replace(/[\\.^$|?*+()[\]{}]/g, '\\$&');

/**
 * The word as a whole word or phrase of the column, whatever the case: a company called "Acme"
 * names "Acme" and "ACME's", not "Acmeville", whose mail belongs to someone else.
 */
const namesWord = (column: AnyPgColumn, word: string) =>
  sql`${column} ~* ${`(^|[^[:alnum:]])${literalPattern(word)}([^[:alnum:]]|$)`}`;

/**
 * Deletes queued or sent mail to any of `words` (an email) or naming one of them in its subject
 * or body, as a whole word. Words shorter than 3 letters are left out: they would match mail
 * about everyone else too.
 */
export async function deleteMailNaming(
  tx: DatabaseOrTransaction,
  words: readonly (string | null | undefined)[],
): Promise<void> {
  const needles = words
    .map((word) => (word ?? '').trim().toLowerCase())
    .filter((needle) => needle.length >= 3);
  if (needles.length === 0) return;
  await tx
    .delete(mailOutbox)
    .where(
      or(
        ...needles.flatMap((needle) => [
          sql`lower(${mailOutbox.recipient}) = ${needle}`,
          namesWord(mailOutbox.subject, needle),
          namesWord(mailOutbox.text, needle),
          namesWord(mailOutbox.html, needle),
        ]),
      ),
    );
}
