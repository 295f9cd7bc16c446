import { FORGOT_PASSWORD_SENT, LINK_EXPIRED } from 'shared-api/contract';
import { createTestApp, type TestContext } from './helpers/app';
import {
  carriesNoSecret,
  expireToken,
  mailbox,
  SITE,
  theLink,
  tokenOf,
} from './helpers/account-links';
import { databaseKinds, holdDatabase } from './helpers/databases';
import { logoFile, multipart } from './helpers/multipart';
import { TestSmtpServer } from './helpers/smtp';

const OLD = 'first-password-1';
const NEW = 'second-password-2';

/** What differs between the two kinds of account: their calls and how their tokens are sent. */
const accounts = [
  {
    account: 'company',
    prefix: '/api/company',
    signIn: '/api/company/login',
    me: '/api/company/company',
    auth: (token: string): Record<string, string> => ({ token }),
  },
  {
    account: 'seeker',
    prefix: '/api/auth',
    signIn: '/api/auth/sign-in',
    me: '/api/users/user',
    auth: (token: string): Record<string, string> => ({ authorization: `Bearer ${token}` }),
  },
] as const;
const cases = databaseKinds.flatMap((kind) => accounts.map((a) => [kind, a] as const));

describe.each(cases)('password reset over SMTP, on %s, %o', (kind, account) => {
  const smtp = new TestSmtpServer();
  let ctx: TestContext;
  const mail = mailbox(smtp, () => ctx);
  beforeAll(async () => {
    await smtp.start();
    ctx = await createTestApp(kind, { smtpUrl: smtp.url, siteUrl: SITE });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.stop();
  });
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url, payload, headers });
  const me = (token: string) =>
    ctx.app.inject({ method: 'GET', url: account.me, headers: account.auth(token) });
  const signIn = (email: string, password: string) => post(account.signIn, { email, password });
  const forgot = (email: string) => post(`${account.prefix}/forgot-password`, { email });
  const reset = (token: string, password: string) =>
    post(`${account.prefix}/reset-password`, { token, password });

  let n = 0;
  /** A new account with the password OLD, and a session token of it. */
  async function newAccount(): Promise<{ email: string; token: string }> {
    n += 1;
    const email = `reset-${account.account}-${n}@example.test`;
    const form = multipart({ name: `Reset Co ${n}`, email, password: OLD }, logoFile());
    const res =
      account.account === 'company'
        ? // Registration mails a company its verification link: taken here, before what is tested.
          (
            await mail.after(1, () =>
              ctx.app.inject({ method: 'POST', url: '/api/company/register', ...form }),
            )
          ).result
        : await post('/api/auth/sign-up', {
            firstName: 'Rita',
            lastName: '',
            email,
            password: OLD,
          });
    expect(res.statusCode).toBe(200);
    return { email, token: res.json<{ token: string }>().token };
  }

  /** Asks for a reset and gives the link the mail carries, after checking the message. */
  async function askForLink(email: string): Promise<{ link: URL; token: string }> {
    const [message] = await mail.next(1, async () => {
      const res = await forgot(email);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: FORGOT_PASSWORD_SENT });
    });
    expect(message?.recipients).toEqual([email]);
    expect(message?.parsed.to).toMatchObject({ value: [{ address: email }] });
    expect(message?.parsed.subject).toBe('Reset your Job Board password');
    expect(message?.parsed.text).toContain('30 minutes');
    const link = theLink(message, '/reset-password');
    expect(link.searchParams.get('account')).toBe(account.account);
    const token = tokenOf(link);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    carriesNoSecret(message, [OLD, NEW]);
    return { link, token };
  }

  it('mails a working link: the new password works, the old one and every session end', async () => {
    const { email, token: session } = await newAccount();
    expect((await me(session)).statusCode).toBe(200);
    const { token } = await askForLink(email);

    const done = await reset(token, NEW);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ success: true });
    expect((await me(session)).statusCode).toBe(401);
    expect((await signIn(email, OLD)).statusCode).toBe(401);
    const fresh = await signIn(email, NEW);
    expect(fresh.statusCode).toBe(200);
    // Signed in within the second of the reset, and still let in.
    expect((await me(fresh.json<{ token: string }>().token)).statusCode).toBe(200);
  });

  it('refuses a link used once, an expired one, an older one and a made-up one', async () => {
    const { email } = await newAccount();
    const first = await askForLink(email);
    const second = await askForLink(email);
    expect(first.token).not.toBe(second.token);

    const expired = await askForLink(email);
    await expireToken(ctx, expired.token);
    const late = await reset(expired.token, NEW);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ success: false, message: LINK_EXPIRED });
    expect((await signIn(email, OLD)).statusCode).toBe(200);

    expect((await reset(second.token, NEW)).statusCode).toBe(200);
    const again = await reset(second.token, 'third-password-3');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ success: false, message: LINK_EXPIRED });
    // The reset voided the account's other links.
    expect((await reset(first.token, 'third-password-3')).statusCode).toBe(400);
    // A link of one kind of account does nothing for the other kind.
    const other = await askForLink(email);
    const elsewhere = account.prefix === '/api/auth' ? '/api/company' : '/api/auth';
    const crossed = await post(`${elsewhere}/reset-password`, {
      token: other.token,
      password: NEW,
    });
    expect(crossed.json()).toEqual({ success: false, message: LINK_EXPIRED });
    expect((await reset('not-a-token', 'third-password-3')).json()).toEqual({
      success: false,
      message: LINK_EXPIRED,
    });
    expect((await signIn(email, NEW)).statusCode).toBe(200);
  });

  it('holds a new password to the sign-up rules, and a refused one leaves the link usable', async () => {
    const { email } = await newAccount();
    const { token } = await askForLink(email);
    for (const weak of ['short', 'password123']) {
      const res = await reset(token, weak);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/at least 8|too common/);
    }
    expect((await reset(token, NEW)).statusCode).toBe(200);
  });

  it('sends no fourth link while three still work: nobody can flood an inbox', async () => {
    const { email } = await newAccount();
    for (let i = 0; i < 3; i += 1) await askForLink(email);
    await mail.none(async () => {
      expect((await forgot(email)).json()).toEqual({
        success: true,
        message: FORGOT_PASSWORD_SENT,
      });
    });
  });

  it('answers an unknown email the same, and mails nothing', async () => {
    const { email } = await newAccount();
    const { result: known } = await mail.after(1, () => forgot(email));
    await mail.none(async () => {
      const unknown = await forgot(`nobody-${account.account}@example.test`);
      expect(unknown.statusCode).toBe(known.statusCode);
      expect(unknown.json()).toEqual(known.json());
    });
  });

  it('answers before it looks the email up: the time of the answer tells nothing either', async () => {
    const { email } = await newAccount();
    const before = smtp.received.length;
    // With the accounts out of reach, an answer that came had not looked for one.
    const release = await holdDatabase(ctx.database);
    let answers: Awaited<ReturnType<typeof forgot>>[] | 'waited';
    try {
      answers = await Promise.race([
        Promise.all([forgot(email), forgot(`nobody-else-${account.account}@example.test`)]),
        new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), 10_000)),
      ]);
    } finally {
      await release();
    }
    if (answers === 'waited') throw new Error('forgot-password waited for the database');
    const [known, unknown] = answers;
    expect(known?.json()).toEqual({ success: true, message: FORGOT_PASSWORD_SENT });
    expect(unknown?.json()).toEqual(known?.json());
    // The known account's link still goes, once the database is back.
    await ctx.app.afterResponse.settled();
    await ctx.app.mail.drain();
    const [message] = (await smtp.waitFor(before + 1)).slice(before);
    expect(message?.recipients).toEqual([email]);
  });
});
