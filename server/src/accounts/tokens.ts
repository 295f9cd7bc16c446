import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

export type TokenKind = 'company' | 'user';

const TOKEN_LIFETIME = '7d';
const ISSUER = 'job-board';

/** Our own signed, expiring tokens for companies and built-in job-seeker accounts. */
export class TokenService {
  constructor(private readonly secret: Uint8Array) {}

  /**
   * `validFrom`: the account's `sessions_valid_from` (epoch seconds). A password reset sets it
   * past the second it happened in, so that tokens of that second end too; a sign-in within that
   * second is then issued as of `validFrom`, or the new session would be refused at once.
   */
  sign(kind: TokenKind, subject: string, validFrom = 0, member?: string): Promise<string> {
    // A team member's token names the company as its subject, so every company route scopes to
    // it as before, and the member apart.
    return (
      new SignJWT(member ? { kind, member } : { kind })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(subject)
        .setIssuer(ISSUER)
        .setIssuedAt(Math.max(Math.floor(Date.now() / 1000), validFrom))
        // Two sign-ins in the same second would otherwise get the same token, and a logout of one
        // would end the other.
        .setJti(randomUUID())
        .setExpirationTime(TOKEN_LIFETIME)
        .sign(this.secret)
    );
  }

  /** The subject of a valid token of this kind, or null. */
  async verify(kind: TokenKind, token: string): Promise<string | null> {
    return (await this.claims(kind, token))?.subject ?? null;
  }

  /**
   * Whom a valid token of this kind is for, when it expires (epoch ms) and when it was issued
   * (epoch seconds, as `sessions_valid_from`), or null.
   */
  async claims(
    kind: TokenKind,
    token: string,
  ): Promise<{
    subject: string;
    expiresAt: number;
    issuedAt: number;
    member: string | null;
  } | null> {
    try {
      const { payload } = await jwtVerify(token, this.secret, {
        issuer: ISSUER,
        algorithms: ['HS256'],
        requiredClaims: ['exp', 'iat', 'sub'],
      });
      if (payload.kind !== kind || typeof payload.sub !== 'string' || !payload.exp) return null;
      const member = typeof payload.member === 'string' ? payload.member : null;
      return {
        subject: payload.sub,
        expiresAt: payload.exp * 1000,
        issuedAt: payload.iat ?? 0,
        member,
      };
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  }
}
