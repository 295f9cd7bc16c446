import { and, eq, gt, isNull } from 'drizzle-orm';
import { LINK_EXPIRED } from 'shared-api/contract';
import { tokenHash } from '../src/accounts/revoked-token-queries';
import { accountTokens } from '../src/platform/schema';
import { createTestApp, type TestContext } from './helpers/app';
import { carriesNoSecret, mailbox, SITE, theLink, tokenOf } from './helpers/account-links';
import { databaseKinds } from './helpers/databases';
import { logoFile, multipart } from './helpers/multipart';
import { TestSmtpServer } from './helpers/smtp';

const PASSWORD = 'company-password-1';
const JOB = {
  title: 'Platform Engineer',
  description: '<p>Keep the platform up.</p>',
  location: 'Chennai',
  salary: 90000,
  category: 'Programming',
  level: 'Senior Level',
};
const cases = databaseKinds.flatMap((kind) => [
  [kind, { required: false }] as const,
  [kind, { required: true }] as const,
]);

describe.each(cases)('company email verification over SMTP, on %s, %o', (kind, { required }) => {
  const smtp = new TestSmtpServer();
  let ctx: TestContext;
  const mail = mailbox(smtp, () => ctx);
  beforeAll(async () => {
    await smtp.start();
    ctx = await createTestApp(kind, {
      smtpUrl: smtp.url,
      siteUrl: SITE,
      requireEmailVerification: required,
    });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.stop();
  });
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url, payload, headers });
  const me = async (token: string) =>
    (
      await ctx.app.inject({ method: 'GET', url: '/api/company/company', headers: { token } })
    ).json<{
      company: { _id: string; emailVerified?: boolean };
    }>().company;
  /** The titles of the public list, as a visitor (and its cache) sees them. */
  const listed = async () =>
    (await ctx.app.inject({ method: 'GET', url: '/api/jobs?page=1&pageSize=50' }))
      .json<{ jobs: { _id: string }[] }>()
      .jobs.map((job) => job._id);

  let n = 0;
  /** Registers a company and gives its token and the verification link mailed to it. */
  async function register() {
    n += 1;
    const email = `verify-${n}-${String(required)}@example.test`;
    const form = multipart({ name: `Verify & Co ${n}`, email, password: PASSWORD }, logoFile());
    const { result, messages } = await mail.after(1, () =>
      ctx.app.inject({ method: 'POST', url: '/api/company/register', ...form }),
    );
    expect(result.statusCode).toBe(200);
    const [message] = messages;
    expect(message?.recipients).toEqual([email]);
    expect(message?.parsed.subject).toBe(
      `Confirm the email address of Verify & Co ${n} on Job Board`,
    );
    // The company's name is escaped in the HTML part.
    expect(message?.parsed.html).toContain(`Verify &amp; Co ${n}`);
    const link = theLink(message, '/verify-email');
    const body = result.json<{ token: string; company: { emailVerified?: boolean } }>();
    expect(body.company.emailVerified).toBe(false);
    carriesNoSecret(message, [PASSWORD, body.token]);
    return { token: body.token, link: tokenOf(link), email };
  }
  const postJob = (token: string) => post('/api/company/post-job', JOB, { token });

  it('publishes at once or holds the job back, and the link verifies and publishes it', async () => {
    const { token, link } = await register();
    const before = await listed(); // the list is cached from here on
    const posted = await postJob(token);
    expect(posted.statusCode).toBe(200);
    const { job, message } = posted.json<{ job: { _id: string }; message: string }>();
    expect(message).toMatch(
      required ? /^Job Added\. .*published once you follow the link/ : /^Job Added$/,
    );
    expect(await listed()).toEqual(required ? before : [job._id, ...before]);

    const verified = await post('/api/company/verify-email', { token: link });
    expect(verified.json()).toEqual({ success: true, message: 'Your email address is verified.' });
    expect((await me(token)).emailVerified).toBe(true);
    // Held back or not, the job is listed now: the cached page went with the verification.
    expect(await listed()).toEqual([job._id, ...before]);
    // Verified, the next job is listed at once.
    const next = (await postJob(token)).json<{ job: { _id: string }; message: string }>();
    expect(next.message).toBe('Job Added');
    expect((await listed())[0]).toBe(next.job._id);

    // Followed twice (a mail preview, then the person): no failure, nothing more.
    const twice = await post('/api/company/verify-email', { token: link });
    expect(twice.json()).toEqual({
      success: true,
      message: 'Your email address is already verified.',
    });
  });

  it('refuses to show a held job by hand, while it lets it be hidden and shown once verified', async () => {
    const { token, link } = await register();
    const { job } = (await postJob(token)).json<{ job: { _id: string } }>();
    const toggle = () => post('/api/company/change-visibility', { id: job._id }, { token });
    if (required) {
      const refused = await toggle();
      expect(refused.statusCode).toBe(409);
      expect(refused.json<{ message: string }>().message).toMatch(/^This job cannot be shown yet/);
      expect(await listed()).not.toContain(job._id);
    } else {
      expect((await toggle()).json()).toMatchObject({ message: 'Job is now hidden' });
    }
    await post('/api/company/verify-email', { token: link });
    // Hidden by hand (requirement off) stays hidden: verification shows only jobs held back.
    expect((await listed()).includes(job._id)).toBe(required);
    const flipped = await toggle();
    expect(flipped.json()).toMatchObject({
      message: required ? 'Job is now hidden' : 'Job is now visible',
    });
  });

  it('resends a link to a signed-in, unverified company only, and refuses a made-up one', async () => {
    const { token, email, link: first } = await register();
    expect((await post('/api/company/resend-verification', {})).statusCode).toBe(401);
    const [again] = await mail.next(1, async () => {
      const res = await post('/api/company/resend-verification', {}, { token });
      expect(res.statusCode).toBe(200);
    });
    expect(again?.recipients).toEqual([email]);
    const second = tokenOf(theLink(again, '/verify-email'));
    expect(second).not.toBe(first);

    const made = await post('/api/company/verify-email', { token: 'made-up-token' });
    expect(made.statusCode).toBe(400);
    expect(made.json()).toEqual({ success: false, message: LINK_EXPIRED });
    expect((await me(token)).emailVerified).toBe(false);

    expect((await post('/api/company/verify-email', { token: second })).statusCode).toBe(200);
    const done = await post('/api/company/resend-verification', {}, { token });
    expect(done.statusCode).toBe(409);
    expect(done.json()).toMatchObject({ message: 'Your email address is already verified.' });
  });

  it('caps the mail one account gets, from however many addresses it is asked', async () => {
    const { token, email, link: first } = await register();
    const companyId = (await me(token))._id;
    const addresses = ['203.0.113.1', '203.0.113.2', '203.0.113.3'];
    const resend = (i: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/company/resend-verification',
        headers: { token },
        remoteAddress: addresses[i % addresses.length],
      });
    const before = smtp.received.length;
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => resend(i)));
    // The mail at registration counts: four more within the hour, then a clear 429.
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(4);
    const refused = answers.filter((res) => res.statusCode !== 200);
    expect(refused.map((res) => res.statusCode)).toEqual(Array(8).fill(429));
    const tooMany = refused[0]?.json<{ success: boolean; message: string }>();
    expect(tooMany?.success).toBe(false);
    expect(tooMany?.message).toMatch(/several verification emails in the last hour/);
    await ctx.app.mail.drain();
    const sent = (await smtp.waitFor(before + 4)).slice(before);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.received.length).toBe(before + 4);
    expect(sent.every((message) => message.recipients[0] === email)).toBe(true);
    // Three links work at most: the newest three, never the registration's one.
    const live = await ctx.database.db
      .select({ hash: accountTokens.tokenHash })
      .from(accountTokens)
      .where(
        and(
          eq(accountTokens.subjectId, companyId),
          eq(accountTokens.purpose, 'company-verify'),
          isNull(accountTokens.usedAt),
          gt(accountTokens.expiresAt, Date.now()),
        ),
      );
    expect(live).toHaveLength(3);
    const links = sent.map((message) => tokenOf(theLink(message, '/verify-email')));
    expect(links.filter((link) => live.some(({ hash }) => hash === tokenHash(link)))).toHaveLength(
      3,
    );
    expect((await post('/api/company/verify-email', { token: first })).json()).toEqual({
      success: false,
      message: LINK_EXPIRED,
    });
  });
});
