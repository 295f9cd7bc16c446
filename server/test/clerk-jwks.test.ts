import Fastify, { type FastifyInstance } from 'fastify';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { createTestApp, type TestContext } from './helpers/app';

// With only CLERK_SECRET_KEY, the server fetches the instance's keys from Clerk's API.
// A stand-in API on loopback plays Clerk here.
describe('Clerk sign-in with the secret key', () => {
  let clerkApi: FastifyInstance;
  let ctx: TestContext;
  let privateKey: CryptoKey;
  const seenAuth: (string | undefined)[] = [];

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256');
    privateKey = pair.privateKey;
    const jwk = {
      ...(await exportJWK(pair.publicKey)),
      kid: 'ins_key_1',
      alg: 'RS256',
      use: 'sig',
    };
    clerkApi = Fastify();
    clerkApi.get('/v1/jwks', async (request) => {
      seenAuth.push(request.headers.authorization);
      return { keys: [jwk] };
    });
    const address = await clerkApi.listen({ port: 0, host: '127.0.0.1' });
    ctx = await createTestApp('pglite', { clerk: { secretKey: 'sk_test_abc', apiUrl: address } });
  });
  afterAll(async () => {
    await ctx.close();
    await clerkApi.close();
  });

  it('verifies a session token against the fetched keys and creates the user', async () => {
    const token = await new SignJWT({ sub: 'user_jwks', first_name: 'Kath' })
      .setProtectedHeader({ alg: 'RS256', kid: 'ins_key_1' })
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(privateKey);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/user',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user: { firstName: 'Kath' } });
    expect(seenAuth).toEqual(['Bearer sk_test_abc']);
  });
});
