import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/platform/database';
import { companyMembers, mailOutbox } from '../../src/platform/schema';

/** What the team calls and the company's own answer, as far as these tests read them. */
export interface TeamAnswer {
  success: boolean;
  message: string;
  token: string;
  company: { _id: string; name: string };
  member: { _id: string; name: string; role: string };
  members: { _id: string; name: string | null; role: string; joinedAt: number | null }[];
}

export const MEMBER_PASSWORD = 'member-password-7';

export const post = (app: FastifyInstance, url: string, token: string | null, payload: object) =>
  app.inject({ method: 'POST', url, payload, ...(token ? { headers: { token } } : {}) });

/** The token of the newest invitation mailed to this address, read from the mail's link. */
export async function mailedJoinToken(db: Database, email: string): Promise<string> {
  const [row] = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, email))
    .orderBy(desc(mailOutbox.createdAt));
  const match = /\/join\?token=([A-Za-z0-9_-]+)/.exec(row?.text ?? '');
  if (!match?.[1]) throw new Error(`no join link mailed to ${email}`);
  return match[1];
}

/** Invites `email` with `role` as `ownerToken`, joins, and gives the member's session token. */
export async function joinAs(
  app: FastifyInstance,
  db: Database,
  ownerToken: string,
  email: string,
  role: 'admin' | 'recruiter' | 'viewer',
): Promise<{ token: string; id: string }> {
  const invited = await post(app, '/api/company/invite', ownerToken, { email, role });
  if (invited.statusCode !== 200) throw new Error(`invite: ${invited.body}`);
  const token = await mailedJoinToken(db, email);
  const joined = await post(app, '/api/company/accept-invite', null, {
    token,
    name: `Member ${role}`,
    password: MEMBER_PASSWORD,
  });
  if (joined.statusCode !== 200) throw new Error(`accept: ${joined.body}`);
  const body = joined.json<{ token: string; member: { _id: string } }>();
  return { token: body.token, id: body.member._id };
}

export async function expireInvitation(db: Database, email: string): Promise<void> {
  await db
    .update(companyMembers)
    .set({ inviteExpiresAt: new Date(Date.now() - 1000) })
    .where(eq(companyMembers.email, email));
}
