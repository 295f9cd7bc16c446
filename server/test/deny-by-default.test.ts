import Fastify, { type FastifyInstance } from 'fastify';
import { unauthorized } from '../src/platform/http-error';
import { requireTokenPlugin } from '../src/accounts/require-token';
import { createTestApp, type TestContext } from './helpers/app';
import { routesUnder } from './helpers/routes';

const publicRoutes = [
  'POST /api/company/register',
  'POST /api/company/login',
  // Links mailed to someone who is not signed in.
  'POST /api/company/forgot-password',
  'POST /api/company/reset-password',
  'POST /api/company/verify-email',
  'POST /api/company/accept-invite',
];

describe('deny by default under /api/company/ and /api/users/', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp('pglite');
  });
  afterAll(() => ctx.close());

  it('answers 401 on every route there but the public ones, whatever the body', async () => {
    const routes = [
      ...routesUnder(ctx.app, '/api/company/'),
      ...routesUnder(ctx.app, '/api/users/'),
    ];
    expect(routes).toContain('POST /api/company/post-job');
    expect(routes).toContain('GET /api/users/user');
    for (const route of routes.filter((r) => !publicRoutes.includes(r))) {
      const [method = '', url = ''] = route.split(' ');
      const response = await ctx.app.inject({
        method: method as 'GET' | 'POST',
        url,
        ...(method === 'POST' ? { payload: { nonsense: true } } : {}),
      });
      expect(response.statusCode, route).toBe(401);
      expect(response.json(), route).toMatchObject({ success: false });
    }
  });

  it('lets the public routes through to their own checks', async () => {
    for (const route of publicRoutes) {
      const [method = '', url = ''] = route.split(' ');
      const response = await ctx.app.inject({ method: method as 'POST', url, payload: {} });
      expect(response.statusCode, route).not.toBe(401);
    }
  });
});

test('a route added later under those prefixes needs its token without asking for it', async () => {
  const app = Fastify();
  // The app's auth, reduced to what the hook asks of it.
  app.decorate('auth', {
    company: async (request: { headers: Record<string, unknown> }) => {
      if (request.headers.token !== 'company-token') throw unauthorized('Recruiter login required');
      return 'company-1';
    },
    user: async () => {
      throw unauthorized('Log in to continue');
    },
  } as unknown as FastifyInstance['auth']);
  await app.register(requireTokenPlugin);
  app.get('/api/company/added-later', async (request) => ({ companyId: request.companyId }));
  app.post('/api/users/added-later', async () => ({ secret: 'user' }));
  app.get('/api/company/open', { config: { public: true } }, async () => ({ open: true }));
  app.get('/api/jobs-like', async () => ({ open: true }));

  expect((await app.inject({ url: '/api/company/added-later' })).statusCode).toBe(401);
  const signedIn = await app.inject({
    url: '/api/company/added-later',
    headers: { token: 'company-token' },
  });
  expect(signedIn.json()).toEqual({ companyId: 'company-1' });
  expect((await app.inject({ method: 'POST', url: '/api/users/added-later' })).statusCode).toBe(
    401,
  );
  expect((await app.inject({ url: '/api/company/open' })).statusCode).toBe(200);
  expect((await app.inject({ url: '/api/jobs-like' })).statusCode).toBe(200);
  await app.close();
});
