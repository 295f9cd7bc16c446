import { openS3Storage } from '../src/platform/s3-storage';
import { createTestApp, type TestContext } from './helpers/app';
import { COMPANY, registerCompany } from './helpers/company-privacy';
import { PNG } from './helpers/multipart';
import { startS3 } from './helpers/s3';
import { post } from './helpers/team';

let s3: Awaited<ReturnType<typeof startS3>>;
let ctx: TestContext;
beforeAll(async () => {
  s3 = await startS3();
  ctx = await createTestApp('pglite', { s3: s3.config() });
});
afterAll(async () => {
  await ctx.close();
  await s3.stop();
});

describe('deleting a company whose logo is in an S3 bucket', () => {
  it('removes the logo from the bucket itself', async () => {
    const owner = await registerCompany(ctx.app);
    const key = /\/files\/(logos\/.+)$/.exec(owner.logo)?.[1] ?? '';
    const bucket = await openS3Storage(s3.config());
    try {
      expect((await bucket.read(key))?.equals(PNG)).toBe(true);
      const res = await post(ctx.app, '/api/company/delete-account', owner.token, {
        password: COMPANY.password,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(await bucket.read(key)).toBeNull();
    } finally {
      bucket.close();
    }
  });
});
