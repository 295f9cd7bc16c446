import zlib from 'node:zlib';
import { preferredEncoding } from '../src/platform/encoding';
import { createTestApp, type TestContext } from './helpers/app';
import { databaseKinds } from './helpers/databases';
import { createCompany, createJob } from './helpers/factories';

describe('preferredEncoding', () => {
  it('takes brotli, then gzip, and honours refusals', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('gzip;q=0.5')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('identity')).toBe('identity');
    expect(preferredEncoding(undefined)).toBe('identity');
  });
});

describe.each(databaseKinds)('compressed answers on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    const company = await createCompany(ctx.database.db);
    for (let i = 0; i < 30; i += 1) {
      await createJob(ctx.database.db, company.id, {
        title: `Job ${i}`,
        description: `<p>${'A long description of the role. '.repeat(40)}</p>`,
      });
    }
  });
  afterAll(async () => ctx.close());

  const get = (url: string, acceptEncoding?: string) =>
    ctx.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('sends a page of the job list in the encoding asked for, the same JSON inside', async () => {
    const url = '/api/jobs?page=1&pageSize=20';
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);

    const br = await get(url, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 3);

    const gzip = await get(url, 'br;q=0, gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('compresses the streamed full list and other JSON answers too', async () => {
    const full = await get('/api/jobs', 'gzip');
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-encoding']).toBe('gzip');
    const body = JSON.parse(zlib.gunzipSync(full.rawPayload).toString()) as {
      jobs: { _id: string }[];
    };
    expect(body.jobs).toHaveLength(30);

    const detail = await get(`/api/jobs/${body.jobs[0]?._id ?? ''}`, 'br');
    expect(detail.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(detail.rawPayload).toString())).toMatchObject({
      success: true,
    });
  });
});
