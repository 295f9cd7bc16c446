import { desc, eq } from 'drizzle-orm';
import { mailOutbox } from '../src/platform/schema';
import { createTestApp, type TestContext } from './helpers/app';
import { databaseKinds } from './helpers/databases';
import { companyToken, createCompany } from './helpers/factories';
import { joinAs, MEMBER_PASSWORD, post, type TeamAnswer } from './helpers/team';

const NEW_PASSWORD = 'a-new-member-password-9';

describe.each(databaseKinds)('a team member resets their password, on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(() => ctx.close());

  /** The reset links mailed to `email`, newest first (the mail is queued after the answer). */
  const resetTokens = async (email: string) => {
    const rows = await ctx.database.db
      .select({ text: mailOutbox.text })
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, email))
      .orderBy(desc(mailOutbox.createdAt));
    return rows.flatMap(
      (row) => /reset-password\?token=([A-Za-z0-9_%-]+)/.exec(row.text)?.[1] ?? [],
    );
  };
  const login = (email: string, password: string) =>
    post(ctx.app, '/api/company/login', null, { email, password });
  const me = (token: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/company/company', headers: { token } });

  it('mails a member a link at the company login, which sets their password and ends their sessions', async () => {
    const company = await createCompany(ctx.database.db);
    const ownerToken = await companyToken(ctx.app, company.id);
    const email = 'forgetful.member@example.test';
    const member = await joinAs(ctx.app, ctx.database.db, ownerToken, email, 'recruiter');

    const asked = await post(ctx.app, '/api/company/forgot-password', null, { email });
    expect(asked.statusCode).toBe(200);
    await vi.waitFor(async () => expect(await resetTokens(email)).toHaveLength(1));
    const [link] = await resetTokens(email);

    const reset = await post(ctx.app, '/api/company/reset-password', null, {
      token: decodeURIComponent(link!),
      password: NEW_PASSWORD,
    });
    expect(reset.statusCode).toBe(200);

    expect((await me(member.token)).statusCode).toBe(401);
    expect((await login(email, MEMBER_PASSWORD)).statusCode).toBe(401);
    const signedIn = await login(email, NEW_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json<TeamAnswer>().member).toMatchObject({ _id: member.id, role: 'recruiter' });
    // The company account's own session is untouched by its member's reset.
    expect((await me(ownerToken)).statusCode).toBe(200);
  });

  it('sends nothing for a pending invitation: its invitation mail sets the password', async () => {
    const company = await createCompany(ctx.database.db);
    const ownerToken = await companyToken(ctx.app, company.id);
    const email = 'not.joined.yet@example.test';
    await post(ctx.app, '/api/company/invite', ownerToken, { email, role: 'viewer' });
    const asked = await post(ctx.app, '/api/company/forgot-password', null, { email });
    expect(asked.statusCode).toBe(200);
    // A member's reset asked after it is mailed: once it is there, the invitee's would be too.
    const other = await joinAs(
      ctx.app,
      ctx.database.db,
      ownerToken,
      'joined@example.test',
      'viewer',
    );
    expect(other.id).toBeTruthy();
    await post(ctx.app, '/api/company/forgot-password', null, { email: 'joined@example.test' });
    await vi.waitFor(async () => expect(await resetTokens('joined@example.test')).toHaveLength(1));
    expect(await resetTokens(email)).toHaveLength(0);
  });

  it('refuses a removed member’s link', async () => {
    const company = await createCompany(ctx.database.db);
    const ownerToken = await companyToken(ctx.app, company.id);
    const email = 'leaving.member@example.test';
    const member = await joinAs(ctx.app, ctx.database.db, ownerToken, email, 'admin');
    await post(ctx.app, '/api/company/forgot-password', null, { email });
    await vi.waitFor(async () => expect(await resetTokens(email)).toHaveLength(1));
    const [link] = await resetTokens(email);
    await post(ctx.app, '/api/company/remove-member', ownerToken, { id: member.id });

    const reset = await post(ctx.app, '/api/company/reset-password', null, {
      token: decodeURIComponent(link!),
      password: NEW_PASSWORD,
    });
    expect(reset.statusCode).toBe(400);
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(401);
  });
});
