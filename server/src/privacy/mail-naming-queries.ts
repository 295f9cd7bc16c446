import { or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DatabaseOrTransaction } from '../platform/database';
import { mailOutbox } from '../platform/schema';

const lowerContains = (column: AnyPgColumn, needle: string) =>
  sql`position(${needle} in lower(${column})) > 0`;

/**
 * Deletes queued or sent mail to any of `words` (an email) or naming one of them in its subject
 * or body, whatever the case. Words shorter than 3 letters are left out: they would match mail
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
          lowerContains(mailOutbox.subject, needle),
          lowerContains(mailOutbox.text, needle),
          lowerContains(mailOutbox.html, needle),
        ]),
      ),
    );
}
