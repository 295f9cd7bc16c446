import { and, asc, eq, inArray, isNotNull, isNull, lte, notExists, or, sql } from 'drizzle-orm';
import type { MemberRole } from 'shared-api/contract';
import type { Database, DatabaseOrTransaction } from '../platform/database';
import { accountTokens, companies, companyMembers, revokedTokens } from '../platform/schema';
import { tokenHash } from '../accounts/revoked-token-queries';
import { expiredInvitation, holdsEmail } from './invitation-queries';

export type MemberRow = typeof companyMembers.$inferSelect;

/** A joined member by email, for sign-in: pending invitations have no password yet. */
export async function findJoinedMemberByEmail(
  db: Database,
  email: string,
): Promise<MemberRow | null> {
  const [row] = await db
    .select()
    .from(companyMembers)
    .where(and(eq(companyMembers.email, email), isNotNull(companyMembers.passwordHash)));
  return row ?? null;
}

/**
 * The member a token names, when it still lets that token in: the member has joined this
 * company, is not removed, the token was not logged out nor issued before the member's sessions
 * were ended.
 */
export async function memberAdmits(
  db: Database,
  companyId: string,
  memberId: string,
  token: string,
  issuedAt: number,
): Promise<{ name: string; role: MemberRole } | null> {
  const [row] = await db
    .select({ name: companyMembers.name, role: companyMembers.role })
    .from(companyMembers)
    .where(
      and(
        eq(companyMembers.id, memberId),
        eq(companyMembers.companyId, companyId),
        isNotNull(companyMembers.joinedAt),
        lte(companyMembers.sessionsValidFrom, issuedAt),
        notExists(
          sql`(select 1 from ${revokedTokens} where ${revokedTokens.tokenHash} = ${tokenHash(token)})`,
        ),
      ),
    );
  return row ? { name: row.name ?? '', role: row.role } : null;
}

/**
 * Whom an email already belongs to: a company account, or a member or live invitation (whose).
 * An expired invitation belongs to nobody (holdsEmail).
 */
export async function emailOwner(
  db: DatabaseOrTransaction,
  email: string,
): Promise<{ kind: 'company' } | { kind: 'member'; companyId: string; joined: boolean } | null> {
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.email, email));
  if (company) return { kind: 'company' };
  const [member] = await db
    .select({ companyId: companyMembers.companyId, joinedAt: companyMembers.joinedAt })
    .from(companyMembers)
    .where(and(eq(companyMembers.email, email), holdsEmail()));
  return member
    ? { kind: 'member', companyId: member.companyId, joined: member.joinedAt !== null }
    : null;
}

/**
 * A new invitation, or a fresh token, role and expiry for a pending one of this company or an
 * expired one of any company (which becomes this company's); false when the email is someone
 * else's (a member, or another company's live invitation).
 */
export async function saveInvitation(
  db: DatabaseOrTransaction,
  values: { companyId: string; email: string; role: MemberRole; hash: string; expiresAt: Date },
): Promise<boolean> {
  const now = new Date();
  const invite = {
    companyId: values.companyId,
    role: values.role,
    inviteTokenHash: values.hash,
    inviteExpiresAt: values.expiresAt,
    invitedAt: now,
    updatedAt: now,
  };
  const saved = await db
    .insert(companyMembers)
    .values({ email: values.email, ...invite })
    .onConflictDoUpdate({
      target: companyMembers.email,
      set: invite,
      // Never takes over someone who joined, nor another company's invitation still live.
      setWhere: or(
        and(isNull(companyMembers.joinedAt), eq(companyMembers.companyId, values.companyId)),
        expiredInvitation(now),
      ),
    })
    .returning({ id: companyMembers.id });
  return saved.length > 0;
}

/** The pending invitation behind a token's hash, locked for its acceptance. */
export async function findInvitation(
  db: DatabaseOrTransaction,
  hash: string,
): Promise<MemberRow | null> {
  const [row] = await db
    .select()
    .from(companyMembers)
    .where(eq(companyMembers.inviteTokenHash, hash))
    .for('update');
  return row ?? null;
}

/** Turns the invitation into a member: the token is used up. */
export async function joinMember(
  db: DatabaseOrTransaction,
  id: string,
  values: { name: string; passwordHash: string },
): Promise<MemberRow> {
  const now = new Date();
  const [row] = await db
    .update(companyMembers)
    .set({ ...values, inviteTokenHash: null, inviteExpiresAt: null, joinedAt: now, updatedAt: now })
    .where(eq(companyMembers.id, id))
    .returning();
  if (!row) throw new Error('the invitation went away while it was accepted');
  return row;
}

/** The company's members and pending invitations, oldest invitation first. */
export async function listMembers(db: Database, companyId: string): Promise<MemberRow[]> {
  return db
    .select()
    .from(companyMembers)
    .where(eq(companyMembers.companyId, companyId))
    .orderBy(asc(companyMembers.invitedAt), asc(companyMembers.email));
}

export async function findMember(
  db: Database,
  companyId: string,
  id: string,
): Promise<MemberRow | null> {
  const [row] = await db
    .select()
    .from(companyMembers)
    .where(and(eq(companyMembers.id, id), eq(companyMembers.companyId, companyId)));
  return row ?? null;
}

export async function setMemberRole(
  db: Database,
  companyId: string,
  id: string,
  role: MemberRole,
): Promise<boolean> {
  const rows = await db
    .update(companyMembers)
    .set({ role, updatedAt: new Date() })
    .where(and(eq(companyMembers.id, id), eq(companyMembers.companyId, companyId)))
    .returning({ id: companyMembers.id });
  return rows.length > 0;
}

/**
 * Removes a member or cancels an invitation: their tokens are refused from the next request,
 * and a password reset link mailed to them goes with them.
 */
export async function deleteMember(db: Database, companyId: string, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .delete(companyMembers)
      .where(and(eq(companyMembers.id, id), eq(companyMembers.companyId, companyId)))
      .returning({ id: companyMembers.id });
    if (rows.length === 0) return false;
    await tx
      .delete(accountTokens)
      .where(and(eq(accountTokens.subjectId, id), eq(accountTokens.purpose, 'member-reset')));
    return true;
  });
}

/** Each member's `sessions_valid_from`, for those that still exist (the live streams' check). */
export async function memberValidFrom(db: Database, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: companyMembers.id, from: companyMembers.sessionsValidFrom })
    .from(companyMembers)
    .where(inArray(companyMembers.id, ids));
  return new Map(rows.map((row) => [row.id, row.from]));
}
