import { buildApp } from '../src/app';
import { testConfig } from './helpers/app';
import { openTestDatabase } from './helpers/databases';

describe('the request log', () => {
  it('keeps the tokens of mailed links and the signatures of file URLs out', async () => {
    const lines: string[] = [];
    const database = await openTestDatabase('pglite');
    const app = await buildApp(testConfig({ logLevel: 'info' }), {
      database,
      logStream: { write: (line) => void lines.push(line) },
    });
    const urls = [
      '/reset-password?token=SECRET-RESET&account=company',
      '/verify-email?token=SECRET-VERIFY',
      '/api/alerts/unsubscribe?token=SECRET-ALERT',
      // However the name is written: encoded, in capitals.
      '/verify-email?%74oken=SECRET-ENCODED',
      '/verify-email?a=1&TOKEN=SECRET-CAPITALS',
      '/files/resumes/x.pdf?expires=1&signature=SECRET-SIGNATURE',
    ];
    try {
      for (const url of urls) await app.inject({ method: 'GET', url });
      await app.inject({ method: 'POST', url: '/api/alerts/unsubscribe?token=SECRET-POST' });
    } finally {
      await app.close();
      await database.close();
    }
    const log = lines.join('\n');
    expect(log).toContain('/reset-password?token=[redacted]&account=company');
    expect(log).toContain('/verify-email?a=1&TOKEN=[redacted]');
    expect(log).toContain('/files/resumes/x.pdf?expires=1&signature=[redacted]');
    expect(log).not.toContain('SECRET');
  });
});
