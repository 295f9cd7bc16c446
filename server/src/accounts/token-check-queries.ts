import { and, eq, inArray, isNull, lte, notExists, sql } from 'drizzle-orm';
import type { Database } from '../platform/database';
import { companies, revokedTokens, users } from '../platform/schema';
import { tokenHash } from './revoked-token-queries';
import { memberValidFrom } from '../team/member-queries';

/** A token let in once and still in use (an open live stream), as it is checked again. */
export interface HeldToken {
  /** tokenHash() of the token: the token itself is not kept. */
  hash: string;
  kind: 'company' | 'user';
  accountId: string;
  /** A team member's token: the member, whose removal ends it (decision 0040). */
  memberId?: string | null;
  /** Our own tokens' `iat` (epoch seconds); null for a Clerk session, which ends at Clerk. */
  issuedAt: number | null;
}

/** Keeps each statement's parameters well under PostgreSQL's limit, whatever the streams. */
const CHUNK = 1_000;

async function inChunks<T, R>(values: T[], read: (chunk: T[]) => Promise<R[]>): Promise<R[]> {
  const rows: R[] = [];
  for (let at = 0; at < values.length; at += CHUNK) {
    rows.push(...(await read(values.slice(at, at + CHUNK))));
  }
  return rows;
}

/** Each account's `sessions_valid_from`, for those that still exist. */
async function validFrom(db: Database, kind: HeldToken['kind'], ids: string[]) {
  const table = kind === 'company' ? companies : users;
  const rows = await inChunks(ids, (chunk) =>
    db
      .select({ id: table.id, from: table.sessionsValidFrom })
      .from(table)
      // An erased person's or company's row stays for the applications' sake, but lets no one in.
      .where(and(inArray(table.id, chunk), isNull(table.deletedAt))),
  );
  return new Map(rows.map((row) => [row.id, row.from]));
}

/**
 * The hashes of the tokens, among these, that the auth check would now refuse: revoked by a
 * logout, issued before the account's last password reset, or of an account that is gone. At
 * most one statement per table for all of them (per 1,000), each by primary key.
 */
export async function endedTokens(db: Database, tokens: HeldToken[]): Promise<Set<string>> {
  const distinct = <T>(values: T[]) => [...new Set(values)];
  const idsOf = (kind: HeldToken['kind']) =>
    distinct(tokens.filter((t) => t.kind === kind).map((t) => t.accountId));
  const revoked = await inChunks(distinct(tokens.map((t) => t.hash)), (hashes) =>
    db
      .select({ hash: revokedTokens.tokenHash })
      .from(revokedTokens)
      .where(inArray(revokedTokens.tokenHash, hashes)),
  );
  const companyIds = idsOf('company');
  const userIds = idsOf('user');
  const none = new Map<string, number>();
  const from = {
    company: companyIds.length > 0 ? await validFrom(db, 'company', companyIds) : none,
    user: userIds.length > 0 ? await validFrom(db, 'user', userIds) : none,
  };
  const memberIds = distinct(tokens.flatMap((t) => (t.memberId ? [t.memberId] : [])));
  const members = await memberValidFrom(db, memberIds);
  const ended = new Set(revoked.map((row) => row.hash));
  for (const token of tokens) {
    const since = token.memberId
      ? members.get(token.memberId)
      : from[token.kind].get(token.accountId);
    if (since === undefined || (token.issuedAt !== null && since > token.issuedAt)) {
      ended.add(token.hash);
    }
  }
  return ended;
}

/** The token has not been ended by a logout: checked in the query that finds its account. */
const notRevoked = (token: string) =>
  notExists(
    sql`(select 1 from ${revokedTokens} where ${revokedTokens.tokenHash} = ${tokenHash(token)})`,
  );

/**
 * True when the company exists and lets this token in: not ended by a logout, nor issued before
 * a password reset, which ends every session issued before it.
 */
export async function companyAdmits(
  db: Database,
  id: string,
  token: string,
  issuedAt: number,
): Promise<boolean> {
  const found = await db
    .select({ id: companies.id })
    .from(companies)
    .where(
      and(
        eq(companies.id, id),
        isNull(companies.deletedAt),
        notRevoked(token),
        lte(companies.sessionsValidFrom, issuedAt),
      ),
    );
  return found.length > 0;
}

/**
 * Like companyAdmits for a job seeker. `issuedAt` is null for a Clerk session: our own tokens
 * end at a password reset, a Clerk session ends at Clerk.
 */
export async function userAdmits(
  db: Database,
  id: string,
  token: string,
  issuedAt: number | null,
): Promise<boolean> {
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, id),
        isNull(users.deletedAt),
        notRevoked(token),
        issuedAt === null ? undefined : lte(users.sessionsValidFrom, issuedAt),
      ),
    );
  return found.length > 0;
}
