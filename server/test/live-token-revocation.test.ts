import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { exportSPKI, generateKeyPair, SignJWT } from 'jose';
import { issueAccountToken, type TokenPurpose } from '../src/accounts/account-token-queries';
import { revokeToken } from '../src/accounts/revoked-token-queries';
import { companyAudience, publishLive, userAudience, type LiveAudience } from '../src/live/publish';
import { databaseKinds } from './helpers/databases';
import { companyToken, createCompany, userToken } from './helpers/factories';
import { isReady, liveProcesses } from './helpers/live';
import type { SseClient } from './helpers/sse';
import { svixHeaders } from './helpers/svix';

/** Checked this often here, so that each test waits little; nothing below times the check. */
const CHECK_MS = 50;
/** Only keeps a stream that is never ended from holding the run: no measure of speed. */
const GENEROUS_MS = 15_000;

/** Settles once the server has ended the stream; fails if it is still open after GENEROUS_MS. */
async function endedByServer(client: SseClient): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const stillOpen = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('the stream is still open')), GENEROUS_MS);
  });
  try {
    await Promise.race([client.ended, stillOpen]);
  } finally {
    clearTimeout(timer);
  }
}

interface Account {
  name: string;
  events: string;
  headers: (token: string) => Record<string, string>;
  logout: string;
  reset: string;
  purpose: TokenPurpose;
  audience: (id: string) => LiveAudience;
  /** A new account with a password (a reset needs one); gives its id. */
  create: (app: FastifyInstance) => Promise<string>;
  /** One more session of the account. */
  session: (app: FastifyInstance, id: string) => Promise<string>;
}

let n = 0;
const accounts: Account[] = [
  {
    name: 'company',
    events: '/api/company/events',
    headers: (token) => ({ token }),
    logout: '/api/company/logout',
    reset: '/api/company/reset-password',
    purpose: 'company-reset',
    audience: companyAudience,
    create: async (app) => (await createCompany(app.db)).id,
    session: companyToken,
  },
  {
    name: 'seeker',
    events: '/api/users/events',
    headers: (token) => ({ authorization: `Bearer ${token}` }),
    logout: '/api/auth/sign-out',
    reset: '/api/auth/reset-password',
    purpose: 'user-reset',
    audience: userAudience,
    create: async (app) => {
      n += 1;
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        payload: {
          firstName: 'Rita',
          lastName: '',
          email: `live-ends-${n}@example.test`,
          password: 'first-password-1',
        },
      });
      expect(res.statusCode).toBe(200);
      return res.json<{ user: { _id: string } }>().user._id;
    },
    session: userToken,
  },
];

type Way = 'logout' | 'password reset' | 'revocation';
/** Each way a token ends, done through the first app. */
const ways: Record<Way, (app: FastifyInstance, a: Account, token: string, id: string) => unknown> =
  {
    logout: async (app, account, token) => {
      const res = await app.inject({
        method: 'POST',
        url: account.logout,
        headers: account.headers(token),
      });
      expect(res.statusCode).toBe(200);
    },
    'password reset': async (app, account, _token, id) => {
      const link = await issueAccountToken(app.db, account.purpose, id, 60_000);
      const res = await app.inject({
        method: 'POST',
        url: account.reset,
        payload: { token: link, password: 'second-password-2' },
      });
      expect(res.statusCode).toBe(200);
    },
    revocation: (app, _account, token) => revokeToken(app.db, token, Date.now() + 3_600_000),
  };

const cases = databaseKinds.flatMap((kind) => accounts.map((a) => [kind, a.name, a] as const));

describe.each(cases)('a live stream ends with its token, on %s, for a %s', (kind, _, account) => {
  const live = liveProcesses(kind, { liveTokenCheckMs: CHECK_MS });

  it.each(Object.keys(ways) as Way[])(
    'ends the streams of a token after its %s, in this process and the other',
    async (way) => {
      const id = await account.create(live.first);
      const token = await account.session(live.first, id);
      const spare = await account.session(live.first, id);
      const here = await live.stream(0, account.events, account.headers(token));
      const there = await live.stream(1, account.events, account.headers(token));
      const other = await live.stream(1, account.events, account.headers(spare));
      await Promise.all([here, there, other].map((client) => client.next(isReady)));

      await ways[way](live.first, account, token, id);
      await Promise.all([endedByServer(here), endedByServer(there)]);
      const again = await live.stream(1, account.events, account.headers(token));
      expect(again.response.status).toBe(401);

      if (way === 'password reset') {
        // A reset ends every session of the account.
        await endedByServer(other);
        return;
      }
      // Only that token: the account's other session goes on receiving its events.
      const data = { applicationId: `after-${way}`, status: 'Accepted' } as const;
      await publishLive(live.first.db, account.audience(id), 'application-status', data);
      expect((await other.next((e) => e.event === 'application-status')).data).toEqual(data);
    },
  );
});

const webhookSecret = `whsec_${randomBytes(24).toString('base64')}`;
const { publicKey, privateKey } = await generateKeyPair('RS256');
const jwtKey = await exportSPKI(publicKey);

describe.each(databaseKinds)('a Clerk session stream ends with its user, on %s', (kind) => {
  const live = liveProcesses(kind, {
    liveTokenCheckMs: CHECK_MS,
    clerk: { jwtKey, webhookSecret },
  });

  it('ends it once Clerk says the user was deleted, told to the other process', async () => {
    const session = await new SignJWT({ sub: 'user_leaving', first_name: 'Leaving' })
      .setProtectedHeader({ alg: 'RS256' })
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(privateKey);
    const headers = { authorization: `Bearer ${session}` };
    const stream = await live.stream(1, '/api/users/events', headers);
    await stream.next(isReady);

    const body = JSON.stringify({ type: 'user.deleted', data: { id: 'user_leaving' } });
    const res = await live.first.inject({
      method: 'POST',
      url: '/api/webhooks/clerk',
      headers: svixHeaders(webhookSecret, `msg_${kind}_leaving`, body),
      payload: body,
    });
    expect(res.json()).toEqual({ success: true, message: 'user.deleted handled' });
    await endedByServer(stream);
    expect((await live.stream(1, '/api/users/events', headers)).response.status).toBe(401);
  });
});

describe.each(databaseKinds)('a job seeker deleting their account, on %s', (kind) => {
  const live = liveProcesses(kind, { liveTokenCheckMs: CHECK_MS });

  it('ends every stream of the account, in this process and the other', async () => {
    const seeker = accounts.find((a) => a.name === 'seeker');
    if (!seeker) throw new Error('no seeker account kind');
    const id = await seeker.create(live.first);
    const token = await seeker.session(live.first, id);
    const here = await live.stream(0, seeker.events, seeker.headers(token));
    const there = await live.stream(1, seeker.events, seeker.headers(token));
    await Promise.all([here, there].map((client) => client.next(isReady)));

    const res = await live.first.inject({
      method: 'POST',
      url: '/api/users/delete-account',
      headers: seeker.headers(token),
      payload: { password: 'first-password-1' },
    });
    expect(res.statusCode, res.body).toBe(200);
    await Promise.all([endedByServer(here), endedByServer(there)]);
    expect((await live.stream(1, seeker.events, seeker.headers(token))).response.status).toBe(401);
  });
});
