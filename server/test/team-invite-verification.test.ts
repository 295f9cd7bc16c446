import { eq } from 'drizzle-orm';
import { companies, mailOutbox } from '../src/platform/schema';
import { createTestApp, type TestContext } from './helpers/app';
import { databaseKinds } from './helpers/databases';
import { companyToken, createCompany } from './helpers/factories';
import { joinAs, post } from './helpers/team';

const cases = databaseKinds.flatMap((kind) => [
  [kind, { required: true }] as const,
  [kind, { required: false }] as const,
]);

/**
 * An invitation is a mail from our domain naming the company: under REQUIRE_EMAIL_VERIFICATION a
 * company that has not proved its address sends none, as its jobs stay unpublished.
 */
describe.each(cases)('invitations from an unverified company, on %s, %o', (kind, { required }) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind, { requireEmailVerification: required });
  });
  afterAll(() => ctx.close());

  const mailedTo = (email: string) =>
    ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));

  it('refuses them until the company verifies its email, only when that is required', async () => {
    const company = await createCompany(ctx.database.db);
    const token = await companyToken(ctx.app, company.id);
    const email = `invitee-${String(required)}@unverified.example`;
    const invite = () => post(ctx.app, '/api/company/invite', token, { email, role: 'admin' });

    const first = await invite();
    if (required) {
      expect(first.statusCode).toBe(409);
      expect(first.json()).toEqual({
        success: false,
        message: expect.stringMatching(/once you follow the link we mailed/) as string,
      });
      expect(await mailedTo(email)).toEqual([]);
    } else {
      expect(first.statusCode).toBe(200);
    }

    await ctx.database.db
      .update(companies)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(companies.id, company.id));
    expect((await invite()).statusCode).toBe(200);
    expect((await mailedTo(email)).length).toBeGreaterThan(0);
  });

  it("refuses a member's invitations as the owner's: the company is what is unverified", async () => {
    const company = await createCompany(ctx.database.db, { emailVerifiedAt: new Date() });
    const ownerToken = await companyToken(ctx.app, company.id);
    const email = `admin-${String(required)}@unverified.example`;
    const admin = await joinAs(ctx.app, ctx.database.db, ownerToken, email, 'admin');
    await ctx.database.db
      .update(companies)
      .set({ emailVerifiedAt: null })
      .where(eq(companies.id, company.id));

    const res = await post(ctx.app, '/api/company/invite', admin.token, {
      email: `colleague-${String(required)}@unverified.example`,
      role: 'viewer',
    });
    expect(res.statusCode).toBe(required ? 409 : 200);
  });
});
