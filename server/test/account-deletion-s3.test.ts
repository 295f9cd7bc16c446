import type { UserExport } from 'shared-api/contract';
import { openS3Storage } from '../src/platform/s3-storage';
import { createTestApp, type TestContext } from './helpers/app';
import { PDF } from './helpers/multipart';
import { seekerCall, signUpSeeker, uploadResume } from './helpers/privacy';
import { startS3 } from './helpers/s3';

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

describe('deleting an account whose resume is in an S3 bucket', () => {
  it('removes the resume from the bucket itself', async () => {
    const password = 'bucket-password-1';
    const email = 'bucketed.seeker@example.test';
    const seeker = await signUpSeeker(ctx.app, { firstName: 'B', lastName: 'S', email, password });
    await uploadResume(ctx.app, seeker.token);
    const as = seekerCall(ctx.app, seeker.token);
    const url = (await as('GET', '/api/users/export')).json<UserExport>().resume.url;
    const key = /\/files\/(resumes\/[^?]+)/.exec(url)?.[1] ?? '';
    const bucket = await openS3Storage(s3.config());
    try {
      expect((await bucket.read(key))?.equals(PDF)).toBe(true);
      const res = await as('POST', '/api/users/delete-account', { email, password });
      expect(res.statusCode, res.body).toBe(200);
      expect(await bucket.read(key)).toBeNull();
    } finally {
      bucket.close();
    }
  });
});
