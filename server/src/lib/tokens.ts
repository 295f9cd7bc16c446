import { errors, jwtVerify, SignJWT } from 'jose';

export type TokenKind = 'company' | 'user';

const TOKEN_LIFETIME = '7d';
const ISSUER = 'job-board';

/** Our own signed, expiring tokens for companies and built-in job-seeker accounts. */
export class TokenService {
  constructor(private readonly secret: Uint8Array) {}

  sign(kind: TokenKind, subject: string): Promise<string> {
    return new SignJWT({ kind })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(subject)
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(TOKEN_LIFETIME)
      .sign(this.secret);
  }

  /** The subject of a valid token of this kind, or null. */
  async verify(kind: TokenKind, token: string): Promise<string | null> {
    try {
      const { payload } = await jwtVerify(token, this.secret, {
        issuer: ISSUER,
        algorithms: ['HS256'],
        requiredClaims: ['exp', 'iat', 'sub'],
      });
      return payload.kind === kind && typeof payload.sub === 'string' ? payload.sub : null;
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  }
}
