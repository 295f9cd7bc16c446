import { buildApp } from '../src/app';
import { testConfig } from './helpers/app';
import { openTestDatabase } from './helpers/databases';

describe('errors', () => {
  it('answers an unexpected failure with a 500 that shows no internals', async () => {
    const database = await openTestDatabase('pglite');
    const app = await buildApp(testConfig(), { database, logger: false });
    app.get('/api/boom', () => {
      throw new Error('connection to db.internal:5432 failed for user admin');
    });
    await app.ready();
    try {
      const res = await app.inject({ method: 'GET', url: '/api/boom' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        success: false,
        message: 'Something went wrong on our side. Please try again.',
      });
      expect(res.body).not.toContain('db.internal');

      const hook = await app.inject({
        method: 'POST',
        url: '/api/webhooks/clerk',
        payload: '{}',
        headers: { 'content-type': 'application/json' },
      });
      expect(hook.statusCode).toBe(404);
      expect(hook.json()).toEqual({ success: false, message: 'Clerk webhooks are not configured' });

      const logo = await app.inject({
        method: 'GET',
        url: '/files/logos/00000000-0000-4000-8000-000000000000.png',
      });
      expect(logo.statusCode).toBe(404);
      const traversal = await app.inject({ method: 'GET', url: '/files/logos/..%2F..%2Fsecret' });
      expect(traversal.statusCode).toBe(400);
    } finally {
      await app.close();
      await database.close();
    }
  });

  // PostgreSQL aborts one of two transactions that wait on each other (or, under serializable
  // isolation, one that read what the other changed): nothing of it was saved, so the client is
  // told to send it again rather than that the server failed.
  it('answers a deadlock or serialization failure with a 503 to retry', async () => {
    const database = await openTestDatabase('pglite');
    const app = await buildApp(testConfig(), { database, logger: false });
    const coded = (message: string, code: string) => Object.assign(new Error(message), { code });
    const errors: Record<string, Error> = {
      deadlock: coded('deadlock detected', '40P01'),
      serialization: coded('could not serialize access', '40001'),
    };
    app.get<{ Params: { kind: string } }>('/api/collide/:kind', (request) => {
      // As Drizzle hands on a driver error: wrapped, with the query that failed.
      throw new Error('Failed query: update "companies" set ...', {
        cause: errors[request.params.kind],
      });
    });
    await app.ready();
    try {
      for (const kind of Object.keys(errors)) {
        const res = await app.inject({ method: 'GET', url: `/api/collide/${kind}` });
        expect(res.statusCode).toBe(503);
        expect(res.headers['retry-after']).toBe('1');
        expect(res.json()).toEqual({
          success: false,
          message: 'Another change was being made at the same moment. Please try again.',
        });
      }
    } finally {
      await app.close();
      await database.close();
    }
  });
});
