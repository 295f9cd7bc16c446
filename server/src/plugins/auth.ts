import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { eq } from 'drizzle-orm';
import type { AppConfig } from '../config';
import { companies, users } from '../db/schema';
import { ClerkVerifier, issuerFromPublishableKey } from '../lib/clerk';
import { FileUrls } from '../lib/file-urls';
import { unauthorized } from '../lib/http-error';
import { loadSigningSecret } from '../lib/secrets';
import { TokenService } from '../lib/tokens';

export interface Auth {
  tokens: TokenService;
  signingSecret: Uint8Array;
  clerk: ClerkVerifier | null;
  /** The company behind the `token` header; throws 401 without a valid one. */
  company(request: FastifyRequest): Promise<string>;
  /** Like company(), but null for visitors. */
  optionalCompany(request: FastifyRequest): Promise<string | null>;
  /** The job seeker behind `Authorization: Bearer`; throws 401 without a valid one. */
  user(request: FastifyRequest): Promise<string>;
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

export const authPlugin = fp(
  async (app: FastifyInstance, { config }: { config: AppConfig }) => {
    const signingSecret = loadSigningSecret(config);
    const tokens = new TokenService(signingSecret);
    const { jwtKey, secretKey, apiUrl, publishableKey, authorizedParties } = config.clerk;
    const rules = {
      issuer: issuerFromPublishableKey(publishableKey),
      authorizedParties: authorizedParties ?? [],
    };
    const clerk = jwtKey
      ? await ClerkVerifier.fromPublicKey(jwtKey, rules)
      : secretKey
        ? ClerkVerifier.fromSecretKey(secretKey, apiUrl ?? 'https://api.clerk.com', rules)
        : null;

    const optionalCompany = async (request: FastifyRequest) => {
      const header = request.headers.token;
      if (typeof header !== 'string' || header === '') return null;
      const id = await tokens.verify('company', header);
      if (!id) throw unauthorized(SIGN_IN_AGAIN);
      const found = await app.db
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.id, id));
      if (!found[0]) throw unauthorized(SIGN_IN_AGAIN);
      return id;
    };

    const user = async (request: FastifyRequest) => {
      const match = /^Bearer (.+)$/.exec(request.headers.authorization ?? '');
      if (!match?.[1]) throw unauthorized('Log in to continue');
      const token = match[1];
      const ownId = await tokens.verify('user', token);
      const id = ownId ?? (clerk ? await clerk.userIdFor(app.db, token) : null);
      if (!id) throw unauthorized(SIGN_IN_AGAIN);
      const found = await app.db.select({ id: users.id }).from(users).where(eq(users.id, id));
      if (!found[0]) throw unauthorized(SIGN_IN_AGAIN);
      return id;
    };

    app.decorate('clerkWebhookSecret', config.clerk.webhookSecret);
    app.decorate('fileUrls', new FileUrls(signingSecret, config.publicUrl));
    app.decorate('auth', {
      tokens,
      signingSecret,
      clerk,
      optionalCompany,
      company: async (request: FastifyRequest) => {
        const id = await optionalCompany(request);
        if (!id) throw unauthorized('Recruiter login required');
        return id;
      },
      user,
    });
  },
  { name: 'auth' },
);
