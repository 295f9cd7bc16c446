import { inArray } from 'drizzle-orm';
import type { Database } from '../../src/platform/database';
import { mailOutbox } from '../../src/platform/schema';
import type { MailMessage } from '../../src/mail/message';

export const RESET_LINK = 'https://jobs.example.test/reset-password?token=';

/** A message as the notifications will write them: a link in both parts, an extra header. */
export function resetMail(to: string, n = 1): MailMessage {
  return {
    to,
    subject: `Reset your password (${n})`,
    text: `Open ${RESET_LINK}t${n} to choose a new password.`,
    html: `<p><a href="${RESET_LINK}t${n}&amp;from=mail">Choose a new password</a></p>`,
    headers: { 'X-Job-Board-Mail': 'password-reset' },
  };
}

export async function outboxRows(db: Database, ids: string[]) {
  return db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));
}

/** The Message-ID the outbox gives a row (the test app's From is at test.jobboard). */
export const messageIdOf = (id: string) => `<${id}@test.jobboard>`;
