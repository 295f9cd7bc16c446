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
});
