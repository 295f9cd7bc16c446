import {
  createRemoteJWKSet,
  importSPKI,
  jwtVerify,
  errors,
  type JWTPayload,
  type CryptoKey,
  type JWTVerifyGetKey,
} from 'jose';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { users } from '../db/schema';

export interface ClerkProfile {
  clerkId: string;
  firstName: string;
  lastName: string;
  email: string | null;
  image: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function profileFromClaims(payload: JWTPayload & Record<string, unknown>): ClerkProfile {
  return {
    clerkId: text(payload.sub),
    firstName: text(payload.first_name ?? payload.given_name),
    lastName: text(payload.last_name ?? payload.family_name),
    email: text(payload.email) || null,
    image: text(payload.image_url ?? payload.picture),
  };
}

/** Creates or updates the user of a Clerk id; answers our user id. */
export async function upsertClerkUser(db: Database, profile: ClerkProfile): Promise<string> {
  const [row] = await db
    .insert(users)
    .values(profile)
    .onConflictDoUpdate({
      target: users.clerkId,
      set: {
        firstName: sql`excluded.first_name`,
        lastName: sql`excluded.last_name`,
        email: sql`excluded.email`,
        image: sql`excluded.image`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ id: users.id });
  if (!row) throw new Error('upsert returned no row');
  return row.id;
}

/**
 * Verifies Clerk session tokens offline with the instance's public key (CLERK_JWT_KEY), and
 * creates the user on first sight from the token's claims.
 */
export class ClerkVerifier {
  private constructor(private readonly key: CryptoKey | JWTVerifyGetKey) {}

  /** Offline: the instance's PEM public key (CLERK_JWT_KEY). */
  static async fromPublicKey(pem: string): Promise<ClerkVerifier> {
    return new ClerkVerifier(await importSPKI(pem, 'RS256'));
  }

  /** With only the secret key: the instance's JWKS from Clerk's API, fetched once and cached. */
  static fromSecretKey(secretKey: string, apiUrl: string): ClerkVerifier {
    const jwksUrl = new URL('/v1/jwks', apiUrl);
    return new ClerkVerifier(
      createRemoteJWKSet(jwksUrl, { headers: { authorization: `Bearer ${secretKey}` } }),
    );
  }

  async userIdFor(db: Database, token: string): Promise<string | null> {
    let payload: JWTPayload & Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(token, this.key, {
        algorithms: ['RS256'],
        clockTolerance: 5,
      }));
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
    if (!payload.sub) return null;
    const existing = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.clerkId, payload.sub));
    return existing[0]?.id ?? upsertClerkUser(db, profileFromClaims(payload));
  }
}
