import { createTestApp, type TestContext } from './helpers/app';
import { databaseKinds } from './helpers/databases';

describe.each(databaseKinds)('built-in sign-in on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind, { rateLimitMax: 5 });
  });
  afterAll(async () => ctx.close());

  const post = (url: string, payload: object, ip = '10.0.0.1') =>
    ctx.app.inject({ method: 'POST', url, payload, remoteAddress: ip });

  it('signs up, signs in, and the token reads the user', async () => {
    const up = await post(
      '/api/auth/sign-up',
      {
        firstName: 'Alan',
        lastName: 'Turing',
        email: 'Alan@Example.test',
        password: 'enigma-machine',
      },
      '10.0.1.1',
    );
    expect(up.statusCode).toBe(200);
    const { token, user } = up.json<{
      token: string;
      user: { _id: string; email: string; name: string };
    }>();
    expect(user).toMatchObject({ email: 'alan@example.test', name: 'Alan Turing' });

    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/user',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json<{ user: { _id: string } }>().user._id).toBe(user._id);

    const inAgain = await post(
      '/api/auth/sign-in',
      { email: 'ALAN@example.test', password: 'enigma-machine' },
      '10.0.1.1',
    );
    expect(inAgain.statusCode).toBe(200);
    expect(inAgain.json<{ user: { _id: string } }>().user._id).toBe(user._id);

    const taken = await post(
      '/api/auth/sign-up',
      { firstName: 'A', lastName: '', email: 'alan@example.test', password: 'another-password' },
      '10.0.1.1',
    );
    expect(taken.statusCode).toBe(409);
  });

  it('answers wrong passwords and unknown emails alike', async () => {
    await post(
      '/api/auth/sign-up',
      { firstName: 'B', lastName: 'C', email: 'b@example.test', password: 'right-password' },
      '10.0.2.1',
    );
    const wrong = await post(
      '/api/auth/sign-in',
      { email: 'b@example.test', password: 'wrong-password' },
      '10.0.2.1',
    );
    const unknown = await post(
      '/api/auth/sign-in',
      { email: 'nobody@example.test', password: 'right-password' },
      '10.0.2.1',
    );
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ success: false, message: 'Invalid email or password' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('limits sign-in attempts per client with a clear 429', async () => {
    const attempt = (ip: string, email = 'x@example.test') =>
      post('/api/auth/sign-in', { email, password: 'whatever1' }, ip);
    for (let i = 0; i < 5; i += 1) expect((await attempt('10.0.3.1')).statusCode).toBe(401);
    const limited = await attempt('10.0.3.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      success: false,
      message: expect.stringMatching(/^Too many attempts/) as string,
    });
    // Another client is not affected (for another account: accounts have their own limit).
    expect((await attempt('10.0.3.2', 'y@example.test')).statusCode).toBe(401);
    const login = () =>
      post('/api/company/login', { email: 'x@example.test', password: 'whatever1' }, '10.0.4.1');
    for (let i = 0; i < 5; i += 1) await login();
    expect((await login()).statusCode).toBe(429);
    // Sign-up and register count too, whatever the body.
    for (const url of ['/api/auth/sign-up', '/api/company/register']) {
      for (let i = 0; i < 5; i += 1)
        expect((await post(url, {}, '10.0.6.1')).statusCode).not.toBe(429);
      expect((await post(url, {}, '10.0.6.1')).statusCode).toBe(429);
    }
  });

  it('validates sign-up fields', async () => {
    const bad = await post(
      '/api/auth/sign-up',
      { firstName: '', lastName: 'X', email: 'y@example.test', password: 'long-enough' },
      '10.0.5.1',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain('First name is required');
    // Too long is not missing: each field says what is wrong with it.
    const long = 'a'.repeat(101);
    for (const [field, words] of [
      ['firstName', 'First name'],
      ['lastName', 'Last name'],
    ] as const) {
      const refused = await post(
        '/api/auth/sign-up',
        {
          firstName: 'Ada',
          lastName: 'X',
          [field]: long,
          email: 'y@example.test',
          password: 'long-enough',
        },
        '10.0.5.2',
      );
      expect([refused.statusCode, refused.json<{ message: string }>().message]).toEqual([
        400,
        `Invalid ${field} in the body: ${words} is too long: 100 characters at most`,
      ]);
    }
    const signIn = await post(
      '/api/auth/sign-in',
      { email: 'y@example.test', password: 'p'.repeat(201) },
      '10.0.5.3',
    );
    expect(signIn.json<{ message: string }>().message).toBe(
      'Invalid password in the body: Password must be at most 200 characters',
    );
  });
});
