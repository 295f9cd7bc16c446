import type { Applicant, ApplyBody } from 'shared-api/contract';
import { createTestApp, type TestContext } from './helpers/app';
import { databaseKinds } from './helpers/databases';
import { companyToken, createCompany, createUser, userToken } from './helpers/factories';
import { companyCall, jobAnswer, specJob } from './helpers/postings';
import { QUESTIONS } from './helpers/screening';

const EXTRAS = ['answers', 'coverLetter', 'screenedOut'];
const CONTACT = ['email', 'phone', 'profile'];

describe.each(databaseKinds)('who reads an applicant’s contact and answers, on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(() => ctx.close());

  const asUser = async (userId: string) => ({
    authorization: `Bearer ${await userToken(ctx.app, userId)}`,
  });
  const get = async (url: string, headers: Record<string, string>) => {
    const res = await ctx.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };
  const applicantsOf = async (token: string, query = '') =>
    (await get(`/api/company/applicants${query}`, { token })).json<{
      applications: Applicant[];
    }>().applications;

  /** A company with a job asking QUESTIONS, and two applicants: one fits, one is screened out. */
  async function hiring() {
    const company = await createCompany(ctx.database.db);
    const token = await companyToken(ctx.app, company.id);
    const posted = await companyCall(ctx.app, token)('post-job', {
      ...specJob,
      questions: QUESTIONS,
    });
    const jobId = posted.json<{ job: { _id: string } }>().job._id;
    const [permit, stack] = (await jobAnswer(ctx.app, jobId)).questions ?? [];
    if (!permit || !stack) throw new Error('no questions');
    const applyAs = async (email: string, permitAnswer: string, profile: object) => {
      const user = await createUser(ctx.database.db, { email, resumeKey: 'resumes/x.pdf' });
      const headers = await asUser(user.id);
      const saved = await ctx.app.inject({
        method: 'POST',
        url: '/api/users/profile',
        headers,
        payload: profile,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const body: ApplyBody = {
        jobId,
        answers: [
          { questionId: permit.id, answer: permitAnswer },
          { questionId: stack.id, answer: 'Go' },
        ],
        coverLetter: `Cover letter of ${email}`,
      };
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/users/apply',
        headers,
        payload: body,
      });
      expect(res.statusCode, res.body).toBe(200);
      return { ...user, headers };
    };
    const fits = await applyAs(`fits-${company.id}@example.test`, 'yes', {
      phone: '+91 98450 00001',
      headline: 'Go developer',
      skills: ['Go'],
    });
    const out = await applyAs(`out-${company.id}@example.test`, 'no', { city: 'Pune' });
    return { company, token, jobId, fits, out, permit, stack };
  }

  it('gives the job’s company each applicant’s contact, profile, answers and cover letter', async () => {
    const { token, fits, out, permit, stack } = await hiring();
    const whole = await applicantsOf(token);
    const paged = await applicantsOf(token, '?page=1&pageSize=10');
    for (const list of [whole, paged]) {
      const byUser = new Map(list.map((applicant) => [applicant.userId._id, applicant]));
      expect(byUser.get(fits.id)).toMatchObject({
        userId: {
          email: fits.email,
          phone: '+91 98450 00001',
          profile: {
            headline: 'Go developer',
            phone: '+91 98450 00001',
            city: '',
            links: [],
            yearsOfExperience: null,
            skills: ['Go'],
          },
        },
        answers: [
          { questionId: permit.id, question: permit.text, kind: 'yesno', answer: 'yes' },
          { questionId: stack.id, question: stack.text, kind: 'choice', answer: 'Go' },
          { question: 'Anything else we should know?', kind: 'text', answer: null },
        ],
        coverLetter: `Cover letter of ${fits.email}`,
        screenedOut: false,
      });
      expect(byUser.get(out.id)).toMatchObject({
        userId: { email: out.email, phone: '', profile: { city: 'Pune' } },
        screenedOut: true,
      });
    }
  });

  it('filters the list by screenedOut', async () => {
    const { token, jobId, fits, out } = await hiring();
    const ids = async (query: string) =>
      (await applicantsOf(token, `${query}&jobId=${jobId}`)).map((a) => a.userId._id);
    expect(await ids('?screenedOut=true')).toEqual([out.id]);
    expect(await ids('?screenedOut=false')).toEqual([fits.id]);
    expect(await ids('?page=1&screenedOut=true')).toEqual([out.id]);
    const paged = await get(`/api/company/applicants?page=1&screenedOut=false&jobId=${jobId}`, {
      token,
    });
    expect(paged.json<{ total: number }>().total).toBe(1);
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/company/applicants?screenedOut=maybe',
      headers: { token },
    });
    expect([bad.statusCode, bad.json<{ message: string }>().message]).toEqual([
      400,
      expect.stringContaining('screenedOut is true or false'),
    ]);
  });

  it('shows another company none of them, even asked by the job', async () => {
    const { jobId, fits, out } = await hiring();
    const other = await createCompany(ctx.database.db);
    const token = await companyToken(ctx.app, other.id);
    for (const query of ['', `?jobId=${jobId}`, `?page=1&jobId=${jobId}`, '?screenedOut=true']) {
      const res = await get(`/api/company/applicants${query}`, { token });
      expect(res.json<{ applications: unknown[] }>().applications).toEqual([]);
      for (const secret of [fits.email, out.email, fits.id, '98450', 'Cover letter', 'Pune'])
        expect(res.body).not.toContain(secret);
    }
  });

  it('shows the applicants themselves none of it, and no job seeker the company’s list', async () => {
    const { fits, out } = await hiring();
    for (const person of [fits, out]) {
      for (const url of ['/api/users/applications', '/api/users/applications?page=1']) {
        const res = await get(url, person.headers);
        const [mine] = res.json<{ applications: Record<string, unknown>[] }>().applications;
        for (const key of EXTRAS) expect(mine).not.toHaveProperty(key);
        for (const key of CONTACT)
          expect(mine?.userId as Record<string, unknown>).not.toHaveProperty(key);
        expect(res.body).not.toContain('screened');
      }
      const companyList = await ctx.app.inject({
        method: 'GET',
        url: '/api/company/applicants',
        headers: person.headers,
      });
      expect(companyList.statusCode).toBe(401);
    }
    // Each person reads their own profile only: there is no call for another's.
    const mine = await get('/api/users/profile', fits.headers);
    expect(mine.body).not.toContain('Pune');
  });
});
