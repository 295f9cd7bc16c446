import { eq } from 'drizzle-orm';
import { accountTokens } from '../../src/platform/schema';
import { tokenHash } from '../../src/accounts/revoked-token-queries';
import type { TestContext } from './app';
import type { ReceivedMail, TestSmtpServer } from './smtp';

/** The pages' origin the test apps are given (SITE_URL): every link must be absolute under it. */
export const SITE = 'https://jobs.example.test';

/** Every URL in the plain-text part. */
export const linksOf = (mail: ReceivedMail | undefined): URL[] =>
  [...(mail?.parsed.text ?? '').matchAll(/https?:\/\/\S+/g)].map((m) => new URL(m[0]));

/** The one link of an account message, checked absolute under SITE and present in both parts. */
export function theLink(mail: ReceivedMail | undefined, pathname: string): URL {
  const links = linksOf(mail);
  expect(links).toHaveLength(1);
  const [link] = links;
  if (!link) throw new Error('no link');
  expect(link.origin).toBe(SITE);
  expect(link.pathname).toBe(pathname);
  // The HTML part links to the same page, the & escaped as HTML wants it.
  expect(mail?.parsed.html).toContain(`href="${link.href.replace(/&/g, '&amp;')}"`);
  return link;
}

/** What the mail's link carries: the token to post back. */
export function tokenOf(link: URL): string {
  const token = link.searchParams.get('token');
  if (!token) throw new Error(`no token in ${link.href}`);
  return token;
}

/** Mail helpers bound to one app and one SMTP server. */
export function mailbox(smtp: TestSmtpServer, ctx: () => TestContext) {
  return {
    /** The messages `act` causes, once there are `count` of them. */
    async next(count: number, act: () => Promise<unknown>): Promise<ReceivedMail[]> {
      return (await this.after(count, act)).messages;
    },
    /** What `act` answers, and the `count` messages it causes. */
    async after<T>(count: number, act: () => Promise<T>) {
      const before = smtp.received.length;
      const result = await act();
      // Some calls queue their mail after answering (forgot-password).
      await ctx().app.afterResponse.settled();
      await ctx().app.mail.drain();
      return { result, messages: (await smtp.waitFor(before + count)).slice(before) };
    },
    /** That `act` sends nothing: everything due has been tried, and none arrived. */
    async none(act: () => Promise<unknown>): Promise<void> {
      const before = smtp.received.length;
      await act();
      await ctx().app.afterResponse.settled();
      await ctx().app.mail.drain();
      // A message in flight would arrive within this; the drain has already tried everything due.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(smtp.received.length).toBe(before);
    },
  };
}

/** Makes a link's time run out, as 30 minutes passing would. */
export async function expireToken(ctx: TestContext, token: string): Promise<void> {
  const rows = await ctx.database.db
    .update(accountTokens)
    .set({ expiresAt: Date.now() - 1 })
    .where(eq(accountTokens.tokenHash, tokenHash(token)))
    .returning({ id: accountTokens.id });
  expect(rows).toHaveLength(1);
}

/** A message must never carry a password or a token other than its own link's. */
export function carriesNoSecret(mail: ReceivedMail | undefined, secrets: string[]): void {
  const whole = `${mail?.parsed.subject ?? ''}\n${mail?.parsed.text ?? ''}\n${String(mail?.parsed.html)}`;
  for (const secret of secrets) expect(whole).not.toContain(secret);
}
