import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../platform/config';
import { revokeToken, tokenHash } from './revoked-token-queries';
import { companyAdmits, endedTokens, userAdmits, type HeldToken } from './token-check-queries';
import { ClerkVerifier, issuerFromPublishableKey } from './clerk';
import { FileUrls } from '../files/file-urls';
import { unauthorized } from '../platform/http-error';
import { deriveKey, loadSigningSecret } from '../platform/secrets';
import { bearerToken, realToken } from './signed-out-tokens';
import { TokenWatch } from './token-watch';
import { TokenService, type TokenKind } from './tokens';
import type { TeamRole } from 'shared-api/contract';
import { memberAdmits } from '../team/member-queries';
import { SIGN_IN_AGAIN } from './live-accounts';

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
  interface FastifyRequest {
    /**
     * Who in the company signed in, once company() let the request in: the owner (the company
     * account, `id` null) or a team member.
     */
    member: { id: string | null; name: string | null; role: TeamRole } | null;
  }
  interface FastifyInstance {
    auth: Auth;
    /** URLs of stored files: public logos, signed resumes; absolute under PUBLIC_URL. */
    fileUrls: FileUrls;
    clerkWebhookSecret: string | undefined;
  }
}

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
      if (claims.member) {
        // A removed member's token is refused from the next request on: the row is gone.
        const found = await memberAdmits(app.db, id, claims.member, header, claims.issuedAt);
        if (!found) throw unauthorized(SIGN_IN_AGAIN);
        request.member = { id: claims.member, name: found.name, role: found.role };
      } else {
        if (!(await companyAdmits(app.db, id, header, claims.issuedAt))) {
          throw unauthorized(SIGN_IN_AGAIN);
        }
        request.member = { id: null, name: null, role: 'owner' };
      }
      admitted.set(request, {
        hash: tokenHash(header),
        kind: 'company',
        accountId: id,
        memberId: claims.member,
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
      const issuedAt = own?.issuedAt ?? null;
      if (!(await userAdmits(app.db, id, token, issuedAt))) throw unauthorized(SIGN_IN_AGAIN);
      admitted.set(request, { hash: tokenHash(token), kind: 'user', accountId: id, issuedAt });
      return id;
    };

    app.decorateRequest('member', null);
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
