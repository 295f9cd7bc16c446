import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

export type TokenKind = 'company' | 'user';

const TOKEN_LIFETIME = '7d';
const ISSUER = 'job-board';

/** Our own signed, expiring tokens for companies and built-in job-seeker accounts. */
export class TokenService {
  constructor(private readonly secret: Uint8Array) {}

  sign(kind: TokenKind, subject: string): Promise<string> {
    return (
      new SignJWT({ kind })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(subject)
        .setIssuer(ISSUER)
        .setIssuedAt()
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

  /** Whom a valid token of this kind is for and when it expires (epoch ms), or null. */
  async claims(
    kind: TokenKind,
    token: string,
  ): Promise<{ subject: string; expiresAt: number } | null> {
    try {
      const { payload } = await jwtVerify(token, this.secret, {
        issuer: ISSUER,
        algorithms: ['HS256'],
        requiredClaims: ['exp', 'iat', 'sub'],
      });
      if (payload.kind !== kind || typeof payload.sub !== 'string' || !payload.exp) return null;
      return { subject: payload.sub, expiresAt: payload.exp * 1000 };
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  }
}
