import { createHash } from 'node:crypto';
import { lt } from 'drizzle-orm';
import type { Database } from '../platform/database';
import { revokedTokens } from '../platform/schema';

/** What the table keeps of a token: enough to recognise it, nothing that could be used. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** Ends a token before its expiry (logout); rows of tokens that have expired since go too. */
export async function revokeToken(db: Database, token: string, expiresAt: number): Promise<void> {
  await db
    .insert(revokedTokens)
    .values({ tokenHash: tokenHash(token), expiresAt })
    .onConflictDoNothing();
  await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, Date.now()));
}
