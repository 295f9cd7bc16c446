import { randomUUID } from 'node:crypto';
import { loadConfig } from '../src/platform/config';
import { openS3Storage } from '../src/platform/s3-storage';
import { createTestApp, type TestContext } from './helpers/app';
import { logoFile, multipart, PNG } from './helpers/multipart';
import { startS3 } from './helpers/s3';

let s3: Awaited<ReturnType<typeof startS3>>;
beforeAll(async () => {
  s3 = await startS3();
});
afterAll(async () => s3.stop());

describe('files in an S3-compatible bucket', () => {
  it('stores, reads and removes a file, and reads a missing one as none', async () => {
    const storage = await openS3Storage(s3.config());
    const key = `resumes/${randomUUID()}.pdf`;
    expect(await storage.read(key)).toBeNull();
    await storage.put(key, PNG);
    expect((await storage.read(key))?.equals(PNG)).toBe(true);
    await storage.remove(key);
    expect(await storage.read(key)).toBeNull();
    storage.close();
  });

  it('keeps each deployment under its own prefix', async () => {
    const staging = await openS3Storage(s3.config('staging/'));
    const production = await openS3Storage(s3.config('production/'));
    const key = `logos/${randomUUID()}.png`;
    await staging.put(key, PNG);
    expect(await production.read(key)).toBeNull();
    expect((await staging.read(key))?.equals(PNG)).toBe(true);
    staging.close();
    production.close();
  });

  it('refuses a key the server did not make', async () => {
    const storage = await openS3Storage(s3.config());
    await expect(storage.put('../secrets.txt', PNG)).rejects.toThrow('Invalid storage key');
    storage.close();
  });
});

describe('an app configured with S3', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp('pglite', { s3: s3.config() });
  });
  afterAll(async () => ctx.close());

  it('serves a logo uploaded at sign-up from the bucket', async () => {
    const { payload, headers } = multipart(
      { name: 'Bucketed', email: 'jobs@bucketed.test', password: 'long-password' },
      logoFile(),
    );
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/company/register',
      payload,
      headers,
    });
    expect(res.statusCode).toBe(200);
    const image = res.json<{ company: { image: string } }>().company.image;
    const key = image.replace(/^.*\/files\//, '');
    // The file is in the bucket itself, not only in this process.
    const direct = await openS3Storage(s3.config());
    expect((await direct.read(key))?.equals(PNG)).toBe(true);
    direct.close();
    const logo = await ctx.app.inject({ method: 'GET', url: image });
    expect(logo.statusCode).toBe(200);
    expect(logo.rawPayload.equals(PNG)).toBe(true);
  });
});

describe('the shared services in the environment', () => {
  it('are off unless configured: one process, local files, its own counters', () => {
    const config = loadConfig({});
    expect(config.redis).toBeUndefined();
    expect(config.s3).toBeUndefined();
  });

  it('reads Redis and an S3-compatible bucket, path-style when an endpoint is given', () => {
    const config = loadConfig({
      REDIS_URL: 'redis://cache.internal:6379',
      S3_BUCKET: 'files',
      S3_ENDPOINT: 'http://minio.internal:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config.redis).toEqual({ url: 'redis://cache.internal:6379', keyPrefix: 'job-board:' });
    expect(config.s3).toMatchObject({
      bucket: 'files',
      endpoint: 'http://minio.internal:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    });
    expect(loadConfig({ S3_BUCKET: 'files' }).s3).toMatchObject({ forcePathStyle: false });
  });

  it('refuses half a setting', () => {
    expect(() => loadConfig({ REDIS_URL: 'cache.internal:6379' })).toThrow(/REDIS_URL/);
    expect(() => loadConfig({ S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    );
  });
});
