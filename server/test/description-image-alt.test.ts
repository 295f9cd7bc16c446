import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsDir } from '../src/platform/paths';
import { createTestApp, type TestContext } from './helpers/app';
import { databaseKinds } from './helpers/databases';
import { createCompany, createJob } from './helpers/factories';

/** Migration 0024, run again on rows written as an older build wrote them. */
const backfill = async (ctx: TestContext) =>
  ctx.database.db.execute(
    sql.raw(await readFile(path.join(migrationsDir, '0024_description_image_alt.sql'), 'utf8')),
  );

describe.each(databaseKinds)('images stored without alt text, on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(async () => ctx.close());

  const description = async (id: string) =>
    (await ctx.app.inject({ method: 'GET', url: `/api/jobs/${id}` })).json<{
      job: { description: string };
    }>().job.description;

  it('get alt="" once, while images with their own text and other markup stay as they were', async () => {
    const company = await createCompany(ctx.database.db);
    const old = await createJob(ctx.database.db, company.id, {
      description:
        '<p>Team</p><img src="data:image/png;base64,AAAA" /><p>Office</p>' +
        '<IMG src="data:image/png;base64,BBBB"><img>',
    });
    const described = '<p><img src="data:image/png;base64,CCCC" alt="Our office" /></p>';
    const kept = await createJob(ctx.database.db, company.id, { description: described });
    // Not an image tag, though its name starts so.
    const plain = await createJob(ctx.database.db, company.id, {
      description: '<p>No images</p><imgx src="x">',
    });

    await backfill(ctx);
    const fixed =
      '<p>Team</p><img alt="" src="data:image/png;base64,AAAA" /><p>Office</p>' +
      '<img alt="" src="data:image/png;base64,BBBB"><img alt="">';
    expect(await description(old.id)).toBe(fixed);
    expect(await description(kept.id)).toBe(described);
    expect(await description(plain.id)).toBe('<p>No images</p><imgx src="x">');

    // Run twice (a restored backup migrated again), it changes nothing more.
    await backfill(ctx);
    expect(await description(old.id)).toBe(fixed);
  });
});
