import { mailOutbox } from '../src/platform/schema';
import { deleteMailNaming } from '../src/privacy/mail-naming-queries';
import { databaseKinds, openTestDatabase } from './helpers/databases';

const mail = (recipient: string, subject: string, text = subject) => ({
  recipient,
  subject,
  text,
  html: `<p>${text}</p>`,
});

describe.each(databaseKinds)('erasing deletes the mail that names someone, on %s', (kind) => {
  it('takes mail to them or naming them as a word, and leaves mail naming a longer word', async () => {
    const database = await openTestDatabase(kind);
    try {
      await database.db
        .insert(mailOutbox)
        .values([
          mail('ana@example.com', 'Your application'),
          mail('pat@example.com', 'New applicant', 'ACME (Pune) moved you to Shortlisted'),
          mail('pat@example.com', 'Update', "Acme's recruiter wrote"),
          mail('kim@example.com', 'Interview', 'Acmeville Logistics would like to talk'),
          mail('kim@example.com', 'Hello', 'Nia Tester applied'),
          mail('kim@example.com', 'Hello again', 'Nia Testerman applied'),
          mail('lee@example.com', 'Pattern', 'a.c.m.e and a+b'),
        ]);
      await deleteMailNaming(database.db, ['ANA@example.com', ' Acme ', 'Nia Tester', 'a+b', 'x']);
      const left = await database.db.select({ subject: mailOutbox.subject }).from(mailOutbox);
      expect(left.map((row) => row.subject).sort()).toEqual(['Hello again', 'Interview']);
    } finally {
      await database.close();
    }
  });
});
