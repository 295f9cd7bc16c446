import { createTestApp, type TestContext } from './helpers/app';
import { databaseKinds } from './helpers/databases';
import { companyToken, createCompany } from './helpers/factories';
import {
  expireInvitation,
  joinAs,
  mailedJoinToken,
  MEMBER_PASSWORD,
  post,
  type TeamAnswer,
} from './helpers/team';

describe.each(databaseKinds)('team members and invitations, on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(() => ctx.close());

  const owner = async () => {
    const company = await createCompany(ctx.database.db);
    return { company, token: await companyToken(ctx.app, company.id) };
  };
  const me = (token: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/company/company', headers: { token } });

  it('mails a join link; accepting it signs the member in, and they log in with their own password', async () => {
    const { company, token } = await owner();
    const invited = await post(ctx.app, '/api/company/invite', token, {
      email: ' New.Recruiter@Example.test ',
      role: 'recruiter',
    });
    expect(invited.statusCode).toBe(200);
    const joinToken = await mailedJoinToken(ctx.database.db, 'new.recruiter@example.test');

    const joined = await post(ctx.app, '/api/company/accept-invite', null, {
      token: joinToken,
      name: 'Asha Rao',
      password: MEMBER_PASSWORD,
    });
    expect(joined.statusCode).toBe(200);
    const body = joined.json<TeamAnswer>();
    expect(body).toMatchObject({
      success: true,
      company: { _id: company.id, name: company.name },
      member: { name: 'Asha Rao', role: 'recruiter' },
    });
    expect((await me(body.token)).json<TeamAnswer>()).toMatchObject({
      company: { _id: company.id },
      member: { _id: body.member._id, name: 'Asha Rao', role: 'recruiter' },
    });

    const login = await post(ctx.app, '/api/company/login', null, {
      email: 'new.recruiter@example.test',
      password: MEMBER_PASSWORD,
    });
    expect(login.statusCode).toBe(200);
    expect(login.json<TeamAnswer>()).toMatchObject({
      company: { _id: company.id },
      member: { _id: body.member._id, role: 'recruiter' },
    });
    const wrong = await post(ctx.app, '/api/company/login', null, {
      email: 'new.recruiter@example.test',
      password: 'not-the-password-1',
    });
    expect(wrong.statusCode).toBe(401);
    // The owner is told who they are too.
    const ownerLogin = await post(ctx.app, '/api/company/login', null, {
      email: company.email,
      password: 'factory-password-1',
    });
    expect(ownerLogin.json<TeamAnswer>().member).toEqual({
      _id: company.id,
      name: company.name,
      role: 'owner',
    });
  });

  it('lets a link be used once, and not after it expires', async () => {
    const { token } = await owner();
    await post(ctx.app, '/api/company/invite', token, {
      email: 'once@example.test',
      role: 'viewer',
    });
    const joinToken = await mailedJoinToken(ctx.database.db, 'once@example.test');
    const accept = () =>
      post(ctx.app, '/api/company/accept-invite', null, {
        token: joinToken,
        name: 'Once',
        password: MEMBER_PASSWORD,
      });
    expect((await accept()).statusCode).toBe(200);
    const again = await accept();
    expect(again.statusCode).toBe(400);
    expect(again.json<TeamAnswer>()).toMatchObject({
      success: false,
      message: expect.stringMatching(/not valid/) as string,
    });

    await post(ctx.app, '/api/company/invite', token, {
      email: 'late@example.test',
      role: 'viewer',
    });
    const lateToken = await mailedJoinToken(ctx.database.db, 'late@example.test');
    await expireInvitation(ctx.database.db, 'late@example.test');
    const late = await post(ctx.app, '/api/company/accept-invite', null, {
      token: lateToken,
      name: 'Late',
      password: MEMBER_PASSWORD,
    });
    expect(late.statusCode).toBe(410);
    expect(late.json<TeamAnswer>().message).toMatch(/expired/);
  });

  it('replaces a pending invitation and refuses an email already in use', async () => {
    const { company, token } = await owner();
    await post(ctx.app, '/api/company/invite', token, {
      email: 'twice@example.test',
      role: 'viewer',
    });
    const first = await mailedJoinToken(ctx.database.db, 'twice@example.test');
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await post(ctx.app, '/api/company/invite', token, {
      email: 'twice@example.test',
      role: 'admin',
    });
    expect(second.statusCode).toBe(200);
    const stale = await post(ctx.app, '/api/company/accept-invite', null, {
      token: first,
      name: 'Twice',
      password: MEMBER_PASSWORD,
    });
    expect(stale.statusCode).toBe(400);

    const taken = await post(ctx.app, '/api/company/invite', token, {
      email: company.email,
      role: 'viewer',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json<TeamAnswer>().message).toMatch(/already belongs/);
    const other = await owner();
    const elsewhere = await post(ctx.app, '/api/company/invite', other.token, {
      email: 'twice@example.test',
      role: 'viewer',
    });
    expect(elsewhere.statusCode).toBe(409);
  });

  it('lists the owner first, then members and pending invitations', async () => {
    const { company, token } = await owner();
    await joinAs(ctx.app, ctx.database.db, token, `joined-${company.id}@example.test`, 'admin');
    await post(ctx.app, '/api/company/invite', token, {
      email: `pending-${company.id}@example.test`,
      role: 'viewer',
    });
    const listed = await ctx.app.inject({
      method: 'GET',
      url: '/api/company/members',
      headers: { token },
    });
    expect(listed.statusCode).toBe(200);
    const { members } = listed.json<TeamAnswer>();
    expect(members).toHaveLength(3);
    expect(members[0]).toMatchObject({ _id: company.id, role: 'owner', email: company.email });
    expect(members[1]).toMatchObject({
      role: 'admin',
      name: 'Member admin',
      joinedAt: expect.any(Number) as string,
    });
    expect(members[2]).toMatchObject({ role: 'viewer', name: null, joinedAt: null });
  });

  it('changes roles, and removing a member ends their sessions at once', async () => {
    const { company, token } = await owner();
    const member = await joinAs(
      ctx.app,
      ctx.database.db,
      token,
      `r-${company.id}@example.test`,
      'viewer',
    );
    const changed = await post(ctx.app, '/api/company/change-role', token, {
      id: member.id,
      role: 'recruiter',
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(member.token)).json<TeamAnswer>().member.role).toBe('recruiter');

    expect((await me(member.token)).statusCode).toBe(200);
    const removed = await post(ctx.app, '/api/company/remove-member', token, { id: member.id });
    expect(removed.statusCode).toBe(200);
    const after = await me(member.token);
    expect(after.statusCode).toBe(401);
    const login = await post(ctx.app, '/api/company/login', null, {
      email: `r-${company.id}@example.test`,
      password: MEMBER_PASSWORD,
    });
    expect(login.statusCode).toBe(401);
  });

  it('never removes nor re-roles the owner, even for an admin', async () => {
    const { company, token } = await owner();
    const admin = await joinAs(
      ctx.app,
      ctx.database.db,
      token,
      `a-${company.id}@example.test`,
      'admin',
    );
    for (const t of [token, admin.token]) {
      const removed = await post(ctx.app, '/api/company/remove-member', t, { id: company.id });
      expect(removed.statusCode).toBe(400);
      expect(removed.json<TeamAnswer>().message).toMatch(/owner/);
      const demoted = await post(ctx.app, '/api/company/change-role', t, {
        id: company.id,
        role: 'viewer',
      });
      expect(demoted.statusCode).toBe(400);
    }
    expect((await me(token)).statusCode).toBe(200);
  });

  it('lets a recruiter or viewer see the team but not invite nor change it', async () => {
    const { company, token } = await owner();
    const recruiter = await joinAs(
      ctx.app,
      ctx.database.db,
      token,
      `rc-${company.id}@example.test`,
      'recruiter',
    );
    const invite = await post(ctx.app, '/api/company/invite', recruiter.token, {
      email: 'someone@example.test',
      role: 'viewer',
    });
    expect(invite.statusCode).toBe(403);
    expect(invite.json<TeamAnswer>()).toMatchObject({
      success: false,
      message: expect.any(String) as string,
    });
    const remove = await post(ctx.app, '/api/company/remove-member', recruiter.token, {
      id: recruiter.id,
    });
    expect(remove.statusCode).toBe(403);
    const listed = await ctx.app.inject({
      method: 'GET',
      url: '/api/company/members',
      headers: { token: recruiter.token },
    });
    expect(listed.statusCode).toBe(200);
  });

  it('keeps a company admin out of another company’s team', async () => {
    const a = await owner();
    const b = await owner();
    const adminA = await joinAs(
      ctx.app,
      ctx.database.db,
      a.token,
      `x-${a.company.id}@example.test`,
      'admin',
    );
    const memberB = await joinAs(
      ctx.app,
      ctx.database.db,
      b.token,
      `y-${b.company.id}@example.test`,
      'viewer',
    );
    const removed = await post(ctx.app, '/api/company/remove-member', adminA.token, {
      id: memberB.id,
    });
    expect(removed.statusCode).toBe(404);
    const changed = await post(ctx.app, '/api/company/change-role', adminA.token, {
      id: memberB.id,
      role: 'admin',
    });
    expect(changed.statusCode).toBe(404);
    expect((await me(memberB.token)).json<TeamAnswer>().member.role).toBe('viewer');
  });
});
