import { jobSchema, recruiterJobSchema } from 'shared-api/contract';
import { databaseKinds } from './helpers/databases';
import { createTestApp, type TestContext } from './helpers/app';
import { companyToken, createCompany, createJob } from './helpers/factories';

// The paged list builds its SELECT by hand (its plan needs the ids first); every other job read
// uses jobColumns. Each answer must still carry every key of the contract's job, and only those:
// the response schemas would drop an unknown key, but not fill a missing one. The screening
// questions come with the answers about one job only (its own, and the company's list).
const jobKeys = Object.keys(jobSchema.shape).sort();
const listedJobKeys = jobKeys.filter((key) => key !== 'questions');
const keysOf = (value: object) => Object.keys(value).sort();

describe.each(databaseKinds)('every job answer has the contract’s shape, on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(() => ctx.close());

  it('in the paged list, the whole list, a job’s page and the company’s list', async () => {
    const company = await createCompany(ctx.database.db);
    const job = await createJob(ctx.database.db, company.id);
    const get = async (url: string, headers: Record<string, string> = {}) =>
      (await ctx.app.inject({ url, headers })).json<Record<string, unknown>>();

    const paged = (await get('/api/jobs?page=1&pageSize=6')).jobs as object[];
    const whole = (await get('/api/jobs')).jobs as object[];
    const one = (await get(`/api/jobs/${job.id}`)).job as object;
    const own = (
      await get('/api/company/list-jobs', { token: await companyToken(ctx.app, company.id) })
    ).jobsData as object[];

    for (const answer of [paged[0], whole[0]]) {
      expect(answer && keysOf(answer)).toEqual(listedJobKeys);
      expect(jobSchema.safeParse(answer).success).toBe(true);
    }
    expect(keysOf(one)).toEqual(jobKeys);
    expect(jobSchema.safeParse(one).success).toBe(true);
    expect(own[0] && keysOf(own[0])).toEqual(Object.keys(recruiterJobSchema.shape).sort());
    expect(keysOf((paged[0] as { companyId: object }).companyId)).toEqual(['_id', 'image', 'name']);
  });
});
