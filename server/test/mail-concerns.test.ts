import { eq } from 'drizzle-orm';
import { mailOutbox } from '../src/platform/schema';
import { eraseCompany } from '../src/privacy/company-erase-queries';
import { eraseUser } from '../src/privacy/erase-queries';
import { createTestApp, type TestContext } from './helpers/app';
import { databaseKinds } from './helpers/databases';
import { createCompany, createJob, createUser, userToken } from './helpers/factories';

const FAREWELL = {
  subject: 'Farewell',
  text: 'The company account was deleted',
  html: '<p>Bye</p>',
};

describe.each(databaseKinds)('erasing deletes exactly the mail about someone, on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(() => ctx.close());

  const db = () => ctx.database.db;
  const outbox = () =>
    db()
      .select({ id: mailOutbox.id, to: mailOutbox.recipient, subject: mailOutbox.subject })
      .from(mailOutbox);
  const ids = async () => new Set((await outbox()).map((row) => row.id));

  /** A person applies to a job of their own: they are told, and the company is told their name. */
  async function applicant(firstName: string, lastName: string, companyId: string) {
    const email = `${firstName}.${lastName}.${Math.random().toString(36).slice(2, 8)}@example.test`;
    const user = await createUser(db(), { firstName, lastName, email, resumeKey: 'resumes/x.pdf' });
    const job = await createJob(db(), companyId, { title: 'Data Analyst' });
    const applied = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/apply',
      headers: { authorization: `Bearer ${await userToken(ctx.app, user.id)}` },
      payload: { jobId: job.id },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    return user;
  }

  it("takes a person's mail and the mail naming them, and nobody else's, whatever their name", async () => {
    const acme = await createCompany(db(), { name: 'Acme' });
    const acmeCorp = await createCompany(db(), { name: 'Acme Corp' });
    const font = await applicant('font', 'body', acmeCorp.id);
    const jobBoard = await applicant('Job', 'Board', acmeCorp.id);
    const john = await applicant('John', 'Smith', acmeCorp.id);
    const otherJohn = await applicant('John', 'Smith', acmeCorp.id);
    const acmeApplicant = await applicant('Ada', 'Acme', acme.id);
    // Queued before mail was tagged: it goes by its recipient, whatever the case.
    await db()
      .insert(mailOutbox)
      .values({ recipient: (font.email ?? '').toUpperCase(), ...FAREWELL, subject: 'Old' });

    const mine = async (user: { id: string; email: string | null }) => {
      const rows = await outbox();
      const toThem = rows.filter((row) => row.to.toLowerCase() === user.email?.toLowerCase());
      // To them: "application received", and the old untagged one for "font".
      expect(toThem.length).toBeGreaterThan(0);
      const aboutThem = await db()
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(eq(mailOutbox.recipient, acmeCorp.email));
      return { toThem: toThem.map((row) => row.id), toCompany: aboutThem.length };
    };

    for (const person of [font, jobBoard, john]) {
      const before = await ids();
      const { toThem, toCompany } = await mine(person);
      await eraseUser(db(), person.id);
      const after = await ids();
      // Their mail, and the one "new applicant" message to the company naming them.
      const gone = [...before].filter((id) => !after.has(id));
      expect(gone).toEqual(expect.arrayContaining(toThem));
      expect(gone).toHaveLength(toThem.length + 1);
      const companyLeft = await db()
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(eq(mailOutbox.recipient, acmeCorp.email));
      expect(companyLeft).toHaveLength(toCompany - 1);
    }
    // The other John Smith keeps his mail, and Acme Corp the message naming him.
    const left = await outbox();
    expect(left.filter((row) => row.to === otherJohn.email)).toHaveLength(1);
    expect(left.filter((row) => row.to === acmeCorp.email)).toHaveLength(1);

    // Erasing Acme leaves Acme Corp's mail. It takes the mail about Acme: its notice of Ada, and
    // Ada's "application received", which names it; not its own farewell, queued after.
    const beforeAcme = await outbox();
    await eraseCompany(db(), acme.id, async (tx, email) => {
      await ctx.app.mail.queue({ to: email, ...FAREWELL }, tx);
    });
    const afterAcme = await outbox();
    const goneAcme = beforeAcme.filter((row) => !afterAcme.some((kept) => kept.id === row.id));
    expect(goneAcme.map((row) => row.to).sort()).toEqual([acme.email, acmeApplicant.email].sort());
    expect(afterAcme.filter((row) => row.to === acmeCorp.email)).toHaveLength(1);
    expect(afterAcme.filter((row) => row.to === acme.email).map((row) => row.subject)).toEqual([
      FAREWELL.subject,
    ]);
  });
});
