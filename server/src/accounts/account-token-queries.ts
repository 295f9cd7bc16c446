import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, gt, inArray, isNull, lt, type SQL } from 'drizzle-orm';
import { DAY_MS } from 'shared-api/contract';
import type { DatabaseOrTransaction } from '../platform/database';
import { accountTokens } from '../platform/schema';
import { tokenHash } from './revoked-token-queries';

/** What a single-use link is for. */
export type TokenPurpose = 'company-reset' | 'member-reset' | 'user-reset' | 'company-verify';

/**
 * Makes a link's token and keeps only its sha-256: whoever reads the table (a backup, a leak)
 * cannot follow the link. 32 random bytes, written in base64url to sit in a URL as it is.
 */
export async function issueAccountToken(
  db: DatabaseOrTransaction,
  purpose: TokenPurpose,
  subjectId: string,
  lifetimeMs: number,
  now = Date.now(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  // The subject's links dead for a day go meanwhile, so the table does not grow without end.
  await db
    .delete(accountTokens)
    .where(
      and(
        eq(accountTokens.subjectId, subjectId),
        eq(accountTokens.purpose, purpose),
        lt(accountTokens.expiresAt, now - DAY_MS),
      ),
    );
  await db.insert(accountTokens).values({
    purpose,
    subjectId,
    tokenHash: tokenHash(token),
    expiresAt: now + lifetimeMs,
    // The time it is made, not the transaction's start: links made one after another under a
    // lock are ordered as they were made.
    createdAt: new Date(now),
  });
  return token;
}

/**
 * Uses a link: in one conditional update, so that of two clicks at once only one gets the
 * subject. Null for a token unknown, of another purpose, already used or expired.
 */
export async function useAccountToken(
  db: DatabaseOrTransaction,
  purpose: TokenPurpose,
  token: string,
  now = Date.now(),
): Promise<string | null> {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.tokenHash, tokenHash(token)),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .returning({ subjectId: accountTokens.subjectId });
  return row?.subjectId ?? null;
}

/** Whom a token of this purpose was made for, used or not (a verification link followed twice). */
export async function tokenSubject(
  db: DatabaseOrTransaction,
  purpose: TokenPurpose,
  token: string,
): Promise<string | null> {
  const [row] = await db
    .select({ subjectId: accountTokens.subjectId })
    .from(accountTokens)
    .where(and(eq(accountTokens.tokenHash, tokenHash(token)), eq(accountTokens.purpose, purpose)));
  return row?.subjectId ?? null;
}

/** The subject's links of this purpose, and of those, the ones that still work at `now`. */
const subjectTokens = (purpose: TokenPurpose, subjectId: string) =>
  and(eq(accountTokens.subjectId, subjectId), eq(accountTokens.purpose, purpose));
const liveTokens = (purpose: TokenPurpose, subjectId: string, now: number) =>
  and(
    subjectTokens(purpose, subjectId),
    isNull(accountTokens.usedAt),
    gt(accountTokens.expiresAt, now),
  );

async function countTokens(db: DatabaseOrTransaction, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(accountTokens).where(where);
  return row?.n ?? 0;
}

/** Links of this purpose the subject holds that still work. */
export const liveTokenCount = (
  db: DatabaseOrTransaction,
  purpose: TokenPurpose,
  subjectId: string,
  now = Date.now(),
): Promise<number> => countTokens(db, liveTokens(purpose, subjectId, now));

/** Ends every link of this purpose the subject still holds (a reset done, the others void). */
export async function voidAccountTokens(
  db: DatabaseOrTransaction,
  purpose: TokenPurpose,
  subjectId: string,
  now = Date.now(),
): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(subjectTokens(purpose, subjectId), isNull(accountTokens.usedAt)));
}

/** Links of this purpose made for the subject in the last `withinMs`, used or not. */
export const tokensIssuedWithin = (
  db: DatabaseOrTransaction,
  purpose: TokenPurpose,
  subjectId: string,
  withinMs: number,
  now = Date.now(),
): Promise<number> =>
  countTokens(
    db,
    and(subjectTokens(purpose, subjectId), gt(accountTokens.createdAt, new Date(now - withinMs))),
  );

/** Ends the subject's live links of this purpose but the newest `keep`. */
export async function keepNewestLiveTokens(
  db: DatabaseOrTransaction,
  purpose: TokenPurpose,
  subjectId: string,
  keep: number,
  now = Date.now(),
): Promise<void> {
  const live = liveTokens(purpose, subjectId, now);
  const older = db
    .select({ id: accountTokens.id })
    .from(accountTokens)
    .where(live)
    .orderBy(desc(accountTokens.createdAt), desc(accountTokens.expiresAt))
    .offset(keep);
  await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(live, inArray(accountTokens.id, older)));
}
