import { createTestApp, type TestContext } from './helpers/app';
import { databaseKinds } from './helpers/databases';
import { createCompany, createJob } from './helpers/factories';
import { listed } from './helpers/postings';

describe.each(databaseKinds)('job terms and company pages on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    // Uncached: every answer is the database's.
    ctx = await createTestApp(kind, { jobListCacheTtlMs: 0 });
  });
  afterAll(async () => ctx.close());

  it('filters by employment type, workplace and minimum yearly pay, and counts alike', async () => {
    const company = await createCompany(ctx.database.db);
    const make = (values: Parameters<typeof createJob>[2]) =>
      createJob(ctx.database.db, company.id, { category: 'Marketing', ...values });
    const yearly = await make({ employmentType: 'FULL_TIME', workplace: 'REMOTE', salary: 90_000 });
    const monthly = await make({
      employmentType: 'PART_TIME',
      workplace: 'HYBRID',
      salary: 5_000,
      salaryMax: 8_000,
      salaryPeriod: 'MONTH',
    });
    const hourly = await make({ employmentType: 'CONTRACTOR', salary: 40, salaryPeriod: 'HOUR' });
    const unstated = await make({ salary: 1_000_000 });
    await make({ employmentType: 'FULL_TIME', workplace: 'REMOTE', visible: false });
    await make({ employmentType: 'FULL_TIME', workplace: 'REMOTE', closedAt: Date.now() });

    const ids = async (query: string) => {
      const page = await listed(ctx.app, `&categories=Marketing${query}`);
      expect(page.total).toBe(page.ids.length);
      return new Set(page.ids);
    };
    expect(await ids('')).toEqual(new Set([yearly.id, monthly.id, hourly.id, unstated.id]));
    expect(await ids('&employmentTypes=FULL_TIME,PART_TIME')).toEqual(
      new Set([yearly.id, monthly.id]),
    );
    expect(await ids('&workplaces=REMOTE')).toEqual(new Set([yearly.id]));
    // Made yearly: 8,000 a month is 96,000; 40 an hour is 83,200.
    expect(await ids('&minSalary=85000')).toEqual(new Set([yearly.id, monthly.id, unstated.id]));
    expect(await ids('&minSalary=92000')).toEqual(new Set([monthly.id, unstated.id]));
    expect(await ids('&minSalary=83000&employmentTypes=CONTRACTOR')).toEqual(new Set([hourly.id]));
    expect(await ids('&minSalary=83000&workplaces=HYBRID,REMOTE&title=job')).toEqual(
      new Set([yearly.id, monthly.id]),
    );
  });

  it.each([
    ['employmentTypes=GIG', 'employmentTypes'],
    ['workplaces=ON_SITE,MOON', 'workplaces'],
    ['minSalary=-1', 'minSalary'],
    ['minSalary=lots', 'minSalary'],
  ])('refuses the filter %s with a 400 naming it', async (query, field) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/jobs?page=1&${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain(`Invalid ${field}`);
  });

  it('shows a company page with its open job count and never its email', async () => {
    const company = await createCompany(ctx.database.db);
    await createJob(ctx.database.db, company.id);
    await createJob(ctx.database.db, company.id);
    await createJob(ctx.database.db, company.id, { visible: false });
    await createJob(ctx.database.db, company.id, { closedAt: Date.now() });
    await createJob(ctx.database.db, company.id, { closesAt: Date.now() - 1, expired: true });
    const res = await ctx.app.inject({ method: 'GET', url: `/api/companies/${company.id}` });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ company: { image: string } }>();
    expect(body).toEqual({
      success: true,
      company: { _id: company.id, name: company.name, image: `/files/${company.imageKey}` },
      openJobs: 2,
    });
    expect(res.body).not.toContain(company.email);

    const missing = await ctx.app.inject({
      method: 'GET',
      url: `/api/companies/${crypto.randomUUID()}`,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'Company not found' });
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/companies/not-an-id' });
    expect(bad.statusCode).toBe(400);
  });
});
