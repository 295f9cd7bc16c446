import type { Application, CompanyExport } from 'shared-api/contract';
import { createTestApp, type TestContext } from './helpers/app';
import { databaseKinds } from './helpers/databases';
import {
  companyToken,
  createApplication,
  createCompany,
  createJob,
  createUser,
} from './helpers/factories';

const DAY = 86_400_000;
const RETENTION_DAYS = 30;

/**
 * An application wiped by retention reads "Deleted applicant" with no contact (decision 0043):
 * nothing a company can ask of it may still say who applied.
 */
describe.each(databaseKinds)('a retention-wiped application keeps no identity, on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind, { applicationRetentionDays: RETENTION_DAYS });
  });
  afterAll(() => ctx.close());

  async function wipedApplication() {
    const db = ctx.database.db;
    const company = await createCompany(db);
    const oldJob = await createJob(db, company.id, {
      closedAt: Date.now() - (RETENTION_DAYS + 5) * DAY,
    });
    const user = await createUser(db, { firstName: 'Zebulon', lastName: 'Quartermaine' });
    const old = await createApplication(db, {
      userId: user.id,
      jobId: oldJob.id,
      companyId: company.id,
    });
    await ctx.app.retentionSweep();
    return { company, user, old };
  }

  const applicants = async (companyId: string, query: string) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/company/applicants?page=1${query}`,
      headers: { token: await companyToken(ctx.app, companyId) },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ applications: Application[]; total: number }>();
  };

  it('is not found by searching the applicant name it no longer shows', async () => {
    const { company, old } = await wipedApplication();
    const all = await applicants(company.id, '');
    const shown = all.applications.find((a) => a._id === old.id);
    expect(shown?.userId.name).toBe('Deleted applicant');

    const byName = await applicants(company.id, '&q=Quartermaine');
    expect(byName.applications.map((a) => a._id)).not.toContain(old.id);
    expect(byName.total).toBe(0);
  });

  it('does not carry the id that names the person on their other applications', async () => {
    const db = ctx.database.db;
    const { company, user, old } = await wipedApplication();
    const newJob = await createJob(db, company.id);
    await createApplication(db, { userId: user.id, jobId: newJob.id, companyId: company.id });

    const { applications } = await applicants(company.id, '');
    const wiped = applications.find((a) => a._id === old.id);
    const named = applications.find((a) => a.jobId._id === newJob.id);
    expect(wiped?.userId.name).toBe('Deleted applicant');
    expect(named?.userId.name).toBe('Zebulon Quartermaine');
    // The same id on both tells the company whose the wiped application was.
    expect(wiped?.userId._id).not.toBe(named?.userId._id);
    expect(wiped?.userId._id).not.toBe(user.id);
    // The search by job title still finds it, as "Deleted applicant".
    const byTitle = await applicants(company.id, '&q=Job');
    expect(byTitle.applications.map((a) => a._id)).toContain(old.id);
  });

  it('does not carry the account id in the company export either', async () => {
    const { company, user, old } = await wipedApplication();
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/company/export',
      headers: { token: await companyToken(ctx.app, company.id) },
    });
    expect(res.statusCode, res.body).toBe(200);
    const exported = res.json<CompanyExport>().applications.find((a) => a._id === old.id);
    expect(exported?.applicant).toMatchObject({ name: 'Deleted applicant', email: '' });
    expect(exported?.applicant._id).not.toBe(user.id);
    expect(res.body).not.toContain(user.id);
  });
});
