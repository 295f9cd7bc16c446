import {
  createRemoteJWKSet,
  importSPKI,
  jwtVerify,
  errors,
  type JWTPayload,
  type CryptoKey,
  type JWTVerifyGetKey,
} from 'jose';
import type { Database } from '../platform/database';
import { clerkUserId, upsertClerkUser, type ClerkProfile } from './clerk-queries';

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

export interface ClerkTokenRules {
  /** The instance's Frontend API URL: the `iss` every session token must carry. */
  issuer?: string | undefined;
  /** Origins allowed in `azp` (the page that asked for the token); unchecked when empty. */
  authorizedParties?: readonly string[];
}

/**
 * The Frontend API URL a publishable key names: `pk_test_` or `pk_live_`, then base64 of
 * `{frontend api host}$`. Clerk's own SDKs derive the expected issuer the same way.
 */
export function issuerFromPublishableKey(key: string | undefined): string | undefined {
  const match = /^pk_(test|live)_(.+)$/.exec(key ?? '');
  if (!match?.[2]) return undefined;
  const host = Buffer.from(match[2], 'base64').toString('utf8').replace(/\$$/, '');
  return /^[a-z0-9.-]+$/i.test(host) ? `https://${host}` : undefined;
}

/**
 * Verifies Clerk session tokens offline with the instance's public key (CLERK_JWT_KEY), and
 * creates the user on first sight from the token's claims.
 */
export class ClerkVerifier {
  private constructor(
    private readonly key: CryptoKey | JWTVerifyGetKey,
    private readonly rules: ClerkTokenRules,
  ) {}

  /** Offline: the instance's PEM public key (CLERK_JWT_KEY). */
  static async fromPublicKey(pem: string, rules: ClerkTokenRules = {}): Promise<ClerkVerifier> {
    return new ClerkVerifier(await importSPKI(pem, 'RS256'), rules);
  }

  /** With only the secret key: the instance's JWKS from Clerk's API, fetched once and cached. */
  static fromSecretKey(
    secretKey: string,
    apiUrl: string,
    rules: ClerkTokenRules = {},
  ): ClerkVerifier {
    const jwksUrl = new URL('/v1/jwks', apiUrl);
    return new ClerkVerifier(
      createRemoteJWKSet(jwksUrl, { headers: { authorization: `Bearer ${secretKey}` } }),
      rules,
    );
  }

  async userIdFor(db: Database, token: string): Promise<string | null> {
    let payload: JWTPayload & Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(token, this.key, {
        algorithms: ['RS256'],
        clockTolerance: 5,
        requiredClaims: ['exp', 'iat', 'sub'],
        ...(this.rules.issuer ? { issuer: this.rules.issuer } : {}),
      }));
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
    if (!payload.sub) return null;
    const allowed = this.rules.authorizedParties ?? [];
    if (allowed.length > 0 && (typeof payload.azp !== 'string' || !allowed.includes(payload.azp))) {
      return null;
    }
    return (await clerkUserId(db, payload.sub)) ?? upsertClerkUser(db, profileFromClaims(payload));
  }
}
