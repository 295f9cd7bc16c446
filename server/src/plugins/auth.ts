import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, lte, notExists, sql } from 'drizzle-orm';
import type { AppConfig } from '../config';
import { revokeToken, tokenHash } from '../db/queries/revoked-tokens';
import { endedTokens, type HeldToken } from '../db/queries/token-checks';
import { companies, revokedTokens, users } from '../db/schema';
import { ClerkVerifier, issuerFromPublishableKey } from '../lib/clerk';
import { FileUrls } from '../lib/file-urls';
import { unauthorized } from '../lib/http-error';
import { deriveKey, loadSigningSecret } from '../lib/secrets';
import { bearerToken, realToken } from '../lib/signed-out-tokens';
import { TokenWatch } from '../lib/token-watch';
import { TokenService, type TokenKind } from '../lib/tokens';

export interface Auth {
  tokens: TokenService;
  /** The key of signed file links (derived from the signing secret, apart from tokens'). */
  fileLinkKey: Uint8Array;
  clerk: ClerkVerifier | null;
  /** The company behind the `token` header; throws 401 without a valid one. */
  company(request: FastifyRequest): Promise<string>;
  /** Like company(), but null for visitors. */
  optionalCompany(request: FastifyRequest): Promise<string | null>;
  /** The job seeker behind `Authorization: Bearer`; throws 401 without a valid one. */
  user(request: FastifyRequest): Promise<string>;
  /**
   * Ends the request's own token (company `token` header, or a built-in seeker's bearer token) in
   * every process; throws 401 without a valid one.
   */
  logout(request: FastifyRequest, kind: TokenKind): Promise<void>;
  /**
   * For a request that stays open (a live stream): calls `onEnded` once the token it was let in
   * with is ended by a logout, a password reset or the account's deletion, in any process, within
   * `liveTokenCheckMs`. Gives the unwatch. Only after company() or user() let the request in.
   */
  watch(request: FastifyRequest, onEnded: () => void): () => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    /** URLs of stored files: public logos, signed resumes; absolute under PUBLIC_URL. */
    fileUrls: FileUrls;
    clerkWebhookSecret: string | undefined;
  }
}

const SIGN_IN_AGAIN = 'Your session has expired or is invalid. Please log in again.';

/** The token has not been ended by a logout: checked in the query that finds its account. */
const notRevoked = (token: string) =>
  notExists(
    sql`(select 1 from ${revokedTokens} where ${revokedTokens.tokenHash} = ${tokenHash(token)})`,
  );

/**
 * Origins a Clerk session token may have been made for (its `azp`): as configured, or else the
 * origins the apps are known to live on. Without either, a token made for any site of the same
 * Clerk instance would pass.
 */
export function clerkAuthorizedParties(config: AppConfig): string[] {
  if (config.clerk.authorizedParties) return config.clerk.authorizedParties;
  const origins = new Set(config.corsOrigins);
  if (config.publicUrl) origins.add(new URL(config.publicUrl).origin);
  return [...origins];
}

export const authPlugin = fp(
  async (app: FastifyInstance, { config }: { config: AppConfig }) => {
    const signingSecret = loadSigningSecret(config);
    const tokens = new TokenService(deriveKey(signingSecret, 'tokens'));
    const fileLinkKey = deriveKey(signingSecret, 'file-links');
    const { jwtKey, secretKey, apiUrl, publishableKey } = config.clerk;
    const rules = {
      issuer: issuerFromPublishableKey(publishableKey),
      authorizedParties: clerkAuthorizedParties(config),
    };
    const clerk = jwtKey
      ? await ClerkVerifier.fromPublicKey(jwtKey, rules)
      : secretKey
        ? ClerkVerifier.fromSecretKey(secretKey, apiUrl ?? 'https://api.clerk.com', rules)
        : null;
    // What company() and user() let each request in with, for watch().
    const admitted = new WeakMap<FastifyRequest, HeldToken>();
    const tokenWatch = new TokenWatch(
      (held) => endedTokens(app.db, held),
      config.liveTokenCheckMs,
      (error) => app.log.warn({ err: error }, 'checking the tokens of open streams failed'),
    );
    app.addHook('onClose', async () => tokenWatch.stop());

    const optionalCompany = async (request: FastifyRequest) => {
      // `token: null` from a spec client is a visitor, as no header is.
      const header = realToken(request.headers.token);
      if (header === null) return null;
      const claims = await tokens.claims('company', header);
      if (!claims) throw unauthorized(SIGN_IN_AGAIN);
      const id = claims.subject;
      const found = await app.db
        .select({ id: companies.id })
        .from(companies)
        .where(
          and(
            eq(companies.id, id),
            notRevoked(header),
            // A password reset ends every session issued before it.
            lte(companies.sessionsValidFrom, claims.issuedAt),
          ),
        );
      if (!found[0]) throw unauthorized(SIGN_IN_AGAIN);
      admitted.set(request, {
        hash: tokenHash(header),
        kind: 'company',
        accountId: id,
        issuedAt: claims.issuedAt,
      });
      return id;
    };

    const bearer = (request: FastifyRequest) => bearerToken(request.headers.authorization);

    const user = async (request: FastifyRequest) => {
      const token = bearer(request);
      if (!token) throw unauthorized('Log in to continue');
      const own = await tokens.claims('user', token);
      const id = own?.subject ?? (clerk ? await clerk.userIdFor(app.db, token) : null);
      if (!id) throw unauthorized(SIGN_IN_AGAIN);
      const found = await app.db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.id, id),
            notRevoked(token),
            // Our own tokens end at a password reset; a Clerk session ends at Clerk.
            own ? lte(users.sessionsValidFrom, own.issuedAt) : undefined,
          ),
        );
      if (!found[0]) throw unauthorized(SIGN_IN_AGAIN);
      const issuedAt = own?.issuedAt ?? null;
      admitted.set(request, { hash: tokenHash(token), kind: 'user', accountId: id, issuedAt });
      return id;
    };

    app.decorate('clerkWebhookSecret', config.clerk.webhookSecret);
    app.decorate('fileUrls', new FileUrls(fileLinkKey, config.publicUrl));
    app.decorate('auth', {
      tokens,
      fileLinkKey,
      clerk,
      optionalCompany,
      company: async (request: FastifyRequest) => {
        const id = await optionalCompany(request);
        if (!id) throw unauthorized('Recruiter login required');
        return id;
      },
      user,
      logout: async (request: FastifyRequest, kind: TokenKind) => {
        const token = kind === 'company' ? realToken(request.headers.token) : bearer(request);
        // Our own tokens only: a Clerk session ends at Clerk.
        const claims = token ? await tokens.claims(kind, token) : null;
        if (!token || !claims) throw unauthorized(SIGN_IN_AGAIN);
        // Refuses a token already ended, or whose account is gone.
        await (kind === 'company' ? optionalCompany(request) : user(request));
        await revokeToken(app.db, token, claims.expiresAt);
      },
      watch: (request: FastifyRequest, onEnded: () => void) => {
        const held = admitted.get(request);
        if (!held) throw new Error(`${request.url} watches a token that was not checked`);
        return tokenWatch.watch(held, onEnded);
      },
    });
  },
  { name: 'auth' },
);
