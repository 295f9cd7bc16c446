import { eq } from 'drizzle-orm';
import { DAY_MS } from 'shared-api/contract';
import { companyMembers } from '../src/platform/schema';
import { EXPIRED_INVITATION_KEPT_DAYS } from '../src/privacy/retention-plugin';
import { createTestApp, type TestContext } from './helpers/app';
import { databaseKinds } from './helpers/databases';
import { companyToken, createCompany } from './helpers/factories';
import { logoFile, multipart } from './helpers/multipart';
import {
  expireInvitation,
  mailedJoinToken,
  MEMBER_PASSWORD,
  post,
  type TeamAnswer,
} from './helpers/team';

/**
 * A pending invitation holds its email against other companies (decision 0040) for as long as
 * it can be accepted. Once it has expired nobody can accept it, and the email must be free
 * again: otherwise any company squats any address for good by inviting it once.
 */
describe.each(databaseKinds)('an expired invitation holds no email, on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(() => ctx.close());

  const register = (email: string) => {
    const { payload, headers } = multipart(
      { name: 'Rightful Owner Ltd', email, password: 'rightful-password-1' },
      logoFile(),
    );
    return ctx.app.inject({ method: 'POST', url: '/api/company/register', payload, headers });
  };
  const owner = async () => companyToken(ctx.app, (await createCompany(ctx.database.db)).id);
  const invite = async (token: string, email: string) =>
    post(ctx.app, '/api/company/invite', token, { email, role: 'viewer' });

  it('lets the person register their own company with it', async () => {
    const email = 'founder@squatted.example';
    expect((await invite(await owner(), email)).statusCode).toBe(200);
    await expireInvitation(ctx.database.db, email);

    const res = await register(email);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('lets another company invite it', async () => {
    const email = 'recruiter@squatted.example';
    expect((await invite(await owner(), email)).statusCode).toBe(200);
    await expireInvitation(ctx.database.db, email);

    const res = await invite(await owner(), email);
    expect(res.statusCode, res.body).toBe(200);
  });

  const members = async (token: string) =>
    (await ctx.app.inject({ method: 'GET', url: '/api/company/members', headers: { token } }))
      .json<TeamAnswer>()
      .members.map((member) => member._id);
  const invitationIds = (email: string) =>
    ctx.database.db
      .select({ id: companyMembers.id })
      .from(companyMembers)
      .where(eq(companyMembers.email, email));

  it("moves the invitation to the company that invites again, whose link joins that company's team", async () => {
    const email = 'moved@squatted.example';
    const first = await owner();
    expect((await invite(first, email)).statusCode).toBe(200);
    await expireInvitation(ctx.database.db, email);
    const [stale] = await invitationIds(email);
    expect(await members(first)).toContain(stale?.id);

    const second = await createCompany(ctx.database.db);
    const secondToken = await companyToken(ctx.app, second.id);
    expect((await invite(secondToken, email)).statusCode).toBe(200);
    expect(await members(first)).not.toContain(stale?.id);
    expect(await members(secondToken)).toContain(stale?.id);
    const joined = await post(ctx.app, '/api/company/accept-invite', null, {
      token: await mailedJoinToken(ctx.database.db, email),
      name: 'Moved On',
      password: MEMBER_PASSWORD,
    });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json<TeamAnswer>().company._id).toBe(second.id);
  });

  it('deletes the invitation when its email registers a company, and leaves a live one holding it', async () => {
    const email = 'gone@squatted.example';
    expect((await invite(await owner(), email)).statusCode).toBe(200);
    expect((await register(email)).statusCode).toBe(409);
    await expireInvitation(ctx.database.db, email);
    expect((await register(email)).statusCode).toBe(200);
    expect(await invitationIds(email)).toEqual([]);
  });

  it(`purges invitations expired more than ${EXPIRED_INVITATION_KEPT_DAYS} days ago, and no other`, async () => {
    const token = await owner();
    const [old, recent, live] = [
      'old@purged.example',
      'recent@purged.example',
      'live@purged.example',
    ];
    for (const email of [old, recent, live])
      expect((await invite(token, email)).statusCode).toBe(200);
    const expiredAgo = (email: string, days: number) =>
      ctx.database.db
        .update(companyMembers)
        .set({ inviteExpiresAt: new Date(Date.now() - days * DAY_MS) })
        .where(eq(companyMembers.email, email));
    await expiredAgo(old, EXPIRED_INVITATION_KEPT_DAYS + 1);
    await expiredAgo(recent, EXPIRED_INVITATION_KEPT_DAYS - 1);

    await ctx.app.retentionSweep();
    expect(await invitationIds(old)).toEqual([]);
    expect(await invitationIds(recent)).toHaveLength(1);
    expect(await invitationIds(live)).toHaveLength(1);
  });
});
