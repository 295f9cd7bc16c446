import { and, eq } from 'drizzle-orm';
import { accountTokens } from '../src/platform/schema';
import { saveInvitation } from '../src/team/member-queries';
import { createTestApp, type TestContext } from './helpers/app';
import { databaseKinds } from './helpers/databases';
import { companyToken, createCompany } from './helpers/factories';
import { logoFile, multipart } from './helpers/multipart';
import { joinAs, MEMBER_PASSWORD, post } from './helpers/team';

// Who may claim a company-side email, and how often a company may mail invitations.
describe.each(databaseKinds)('company-side emails and invitations, on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind, { inviteRateMax: 3 });
  });
  afterAll(() => ctx.close());

  const register = (email: string) => {
    const { payload, headers } = multipart(
      { name: 'Lookalike Ltd', email, password: 'lookalike-password-1' },
      logoFile(),
    );
    return ctx.app.inject({ method: 'POST', url: '/api/company/register', payload, headers });
  };
  const owner = async () => companyToken(ctx.app, (await createCompany(ctx.database.db)).id);

  it("refuses a new company the email of a member or of a pending invitation, and the member's sign-in stays theirs", async () => {
    const ownerToken = await owner();
    const email = 'alice@corp.example';
    await joinAs(ctx.app, ctx.database.db, ownerToken, email, 'recruiter');
    const taken = await register(email);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ success: false });
    const signedIn = await post(ctx.app, '/api/company/login', null, {
      email,
      password: MEMBER_PASSWORD,
    });
    expect(signedIn.statusCode).toBe(200);

    const invited = 'pending.person@corp.example';
    expect(
      (await post(ctx.app, '/api/company/invite', ownerToken, { email: invited, role: 'viewer' }))
        .statusCode,
    ).toBe(200);
    expect((await register(invited)).statusCode).toBe(409);
    expect((await register('someone.new@corp.example')).statusCode).toBe(200);
  });

  it("does not store an invitation over another company's, so no dead link is mailed", async () => {
    const first = await createCompany(ctx.database.db);
    const second = await createCompany(ctx.database.db);
    const invite = (companyId: string, hash: string) =>
      saveInvitation(ctx.database.db, {
        companyId,
        email: 'sought.after@corp.example',
        role: 'viewer',
        hash,
        expiresAt: new Date(Date.now() + 60_000),
      });
    expect(await invite(first.id, 'first-hash')).toBe(true);
    expect(await invite(second.id, 'second-hash')).toBe(false);
    expect(await invite(first.id, 'first-again-hash')).toBe(true);
  });

  it('lets a company send 3 invitations an hour, then answers 429', async () => {
    const ownerToken = await owner();
    const invite = (n: number) =>
      post(ctx.app, '/api/company/invite', ownerToken, {
        email: `invitee${n}@corp.example`,
        role: 'viewer',
      });
    for (const n of [1, 2, 3]) expect((await invite(n)).statusCode).toBe(200);
    const refused = await invite(4);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false });
    // Another company has its own allowance.
    expect(
      (
        await post(ctx.app, '/api/company/invite', await owner(), {
          email: 'invitee5@corp.example',
          role: 'viewer',
        })
      ).statusCode,
    ).toBe(200);
  });

  it("takes a removed member's password reset link with them", async () => {
    const ownerToken = await owner();
    const email = 'leaving@corp.example';
    const member = await joinAs(ctx.app, ctx.database.db, ownerToken, email, 'recruiter');
    expect((await post(ctx.app, '/api/company/forgot-password', null, { email })).statusCode).toBe(
      200,
    );
    const resetTokens = () =>
      ctx.database.db
        .select({ id: accountTokens.id })
        .from(accountTokens)
        .where(
          and(eq(accountTokens.subjectId, member.id), eq(accountTokens.purpose, 'member-reset')),
        );
    await vi.waitFor(async () => expect(await resetTokens()).toHaveLength(1));
    const removed = await post(ctx.app, '/api/company/remove-member', ownerToken, {
      id: member.id,
    });
    expect(removed.statusCode).toBe(200);
    expect(await resetTokens()).toHaveLength(0);
  });
});
