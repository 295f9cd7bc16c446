import { sql } from 'drizzle-orm';
import { JOB_CATEGORIES, JOB_LOCATIONS } from 'shared-api/contract';
import { KEPT_PLAN_PAGES } from '../src/jobs/job-page-plan-queries';
import { jobs } from '../src/platform/schema';
import { databaseKinds } from './helpers/databases';
import { createTestApp, type TestContext } from './helpers/app';
import { createCompany } from './helpers/factories';

interface KeptStatement {
  statement: string;
  generic_plans: number;
  custom_plans: number;
}

// The first pages of the public list are the answers asked for most. Planning one cost about
// twice as much as running it (decision 12), so the database must keep their plans.
describe.each(databaseKinds)('job list plans on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    // No answer cache: every ask below reaches the database.
    ctx = await createTestApp(kind, { jobListCacheTtlMs: 0 });
    const company = await createCompany(ctx.database.db);
    // Enough jobs for a plan's cost to depend on how many rows the page needs: with a handful,
    // any plan is cheap and even an unseen LIMIT would be kept.
    const rows = Array.from({ length: 3000 }, (_, i) => ({
      companyId: company.id,
      title: `Role ${i}`,
      description: '<p>Role</p>',
      location: JOB_LOCATIONS[i % JOB_LOCATIONS.length] ?? 'Mumbai',
      category: JOB_CATEGORIES[i % JOB_CATEGORIES.length] ?? 'Design',
      level: 'Senior Level',
      salary: i,
      postedAt: 1_700_000_000_000 + i,
    }));
    for (let i = 0; i < rows.length; i += 500) {
      await ctx.database.db.insert(jobs).values(rows.slice(i, i + 500));
    }
    await ctx.database.run(sql`analyze`);
  }, 60_000);
  afterAll(async () => ctx.close());

  // Asked one at a time, so on PostgreSQL every statement goes through the same pooled
  // connection, the one whose prepared statements this reads.
  const keptStatements = (marker = 'job_counts') =>
    ctx.database.run<KeptStatement>(sql`
      select statement, generic_plans::int, custom_plans::int
      from pg_prepared_statements where statement like ${`%${marker}%`}`);
  const ask = async (url: string) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
  };

  it('runs a kept plan for the first pages, with or without filters, after a few asks', async () => {
    for (let i = 0; i < 8; i += 1) {
      await ask('/api/jobs?page=1');
      await ask('/api/jobs?page=2&categories=Design,Programming&locations=Mumbai');
    }
    const kept = await keptStatements();
    expect(kept).toHaveLength(2);
    for (const statement of kept) expect(statement.generic_plans).toBeGreaterThan(0);
  });

  it('keeps one statement for every deeper page, so a crawler cannot fill the connection', async () => {
    const before = (await keptStatements()).length;
    for (let page = KEPT_PLAN_PAGES + 1; page <= KEPT_PLAN_PAGES + 20; page += 1) {
      await ask(`/api/jobs?page=${page}`);
    }
    const kept = await keptStatements();
    expect(kept).toHaveLength(before + 1);
    // Its offset is hidden from the planner, so the one plan is kept and not made per page.
    const deep = kept.find((statement) => statement.statement.includes('offset (select'));
    expect(deep?.generic_plans).toBeGreaterThan(0);
  });

  it('answers titles that matched few jobs with one kept plan, and common ones afresh', async () => {
    // "role 12" is in 111 titles of the 3,000, "role" in all of them, "nothing" in none.
    for (let i = 0; i < 8; i += 1) {
      await ask(`/api/jobs?page=${1 + (i % 3)}&title=Role%2012`);
      await ask(`/api/jobs?page=1&title=nothing${i}`);
      await ask(`/api/jobs?page=${1 + (i % 3)}&title=role`);
    }
    const kept = await keptStatements('title_search');
    expect(kept).toHaveLength(1);
    expect(kept[0]?.statement).toContain('materialized');
    expect(kept[0]?.generic_plans).toBeGreaterThan(0);
  });
});
