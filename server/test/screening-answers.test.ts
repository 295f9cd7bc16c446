import { eq } from 'drizzle-orm';
import type { ApplyBody, JobQuestion } from 'shared-api/contract';
import { applications } from '../src/platform/schema';
import { createTestApp, type TestContext } from './helpers/app';
import { databaseKinds } from './helpers/databases';
import { companyToken, createCompany, createUser, userToken } from './helpers/factories';
import { companyCall, jobAnswer, specJob } from './helpers/postings';
import { QUESTIONS } from './helpers/screening';

describe.each(databaseKinds)('applying with answers and a cover letter, on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(() => ctx.close());

  /** A job posted with `questions`, and its questions as anyone sees them. */
  async function postJob(questions: object[] = QUESTIONS) {
    const company = await createCompany(ctx.database.db);
    const token = await companyToken(ctx.app, company.id);
    const call = companyCall(ctx.app, token);
    const res = await call('post-job', { ...specJob, questions });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json<{ job: { _id: string } }>().job._id;
    const asked = (await jobAnswer(ctx.app, id)).questions ?? [];
    return { id, call, asked };
  }
  const apply = async (body: ApplyBody) => {
    const user = await createUser(ctx.database.db, { resumeKey: 'resumes/x.pdf' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/apply',
      headers: { authorization: `Bearer ${await userToken(ctx.app, user.id)}` },
      payload: body,
    });
    return { res, userId: user.id };
  };
  const stored = async (userId: string) => {
    const [row] = await ctx.database.db
      .select()
      .from(applications)
      .where(eq(applications.userId, userId));
    return row;
  };
  const answersTo = (asked: JobQuestion[], ...answers: string[]) =>
    answers.flatMap((answer, i) => (asked[i] ? [{ questionId: asked[i].id, answer }] : []));

  it('stores the answers with the words asked, and the cover letter; screens out a missed expectation', async () => {
    const { id, asked } = await postJob();
    const fits = await apply({
      jobId: id,
      answers: answersTo(asked, 'YES', 'go', '  Available from May  '),
      coverLetter: '  Dear team,\nI would love to join.  ',
    });
    expect([fits.res.statusCode, fits.res.json()]).toEqual([
      200,
      { success: true, message: 'Applied Successfully' },
    ]);
    expect(await stored(fits.userId)).toMatchObject({
      answers: [
        { questionId: asked[0]?.id, question: asked[0]?.text, kind: 'yesno', answer: 'yes' },
        { questionId: asked[1]?.id, question: asked[1]?.text, kind: 'choice', answer: 'Go' },
        {
          questionId: asked[2]?.id,
          question: asked[2]?.text,
          kind: 'text',
          answer: 'Available from May',
        },
      ],
      coverLetter: 'Dear team,\nI would love to join.',
      screenedOut: false,
    });

    const misses = await apply({ jobId: id, answers: answersTo(asked, 'no', 'Go') });
    expect(misses.res.statusCode).toBe(200);
    expect(await stored(misses.userId)).toMatchObject({
      answers: [{ answer: 'no' }, { answer: 'Go' }, { questionId: asked[2]?.id, answer: null }],
      coverLetter: null,
      screenedOut: true,
    });
  });

  it('screens out an optional expected question left unanswered', async () => {
    const { id, asked } = await postJob([
      { text: 'Can you travel?', kind: 'yesno', required: false, expected: 'yes' },
    ]);
    const skipped = await apply({ jobId: id });
    expect(skipped.res.statusCode).toBe(200);
    expect((await stored(skipped.userId))?.screenedOut).toBe(true);
    const empty = await apply({ jobId: id, answers: answersTo(asked, '   ') });
    expect(empty.res.statusCode).toBe(200);
    expect((await stored(empty.userId))?.screenedOut).toBe(true);
  });

  it('keeps the spec’s call working for a job without required questions', async () => {
    const plain = await postJob([]);
    const spec = await apply({ jobId: plain.id });
    expect([spec.res.statusCode, spec.res.json()]).toEqual([
      200,
      { success: true, message: 'Applied Successfully' },
    ]);
    expect(await stored(spec.userId)).toMatchObject({
      answers: [],
      coverLetter: null,
      screenedOut: false,
    });
    const optional = await postJob([{ text: 'Portfolio link?', kind: 'text', required: false }]);
    expect((await apply({ jobId: optional.id })).res.statusCode).toBe(200);
  });

  it('refuses, naming the question, and records nothing', async () => {
    const { id, asked } = await postJob();
    const [permit, stack] = asked;
    if (!permit || !stack) throw new Error('no questions');
    const elsewhere = await postJob();
    const cases: [ApplyBody, string][] = [
      [{ jobId: id }, 'Answer the question “Do you hold a work permit?”'],
      [
        { jobId: id, answers: answersTo(asked, 'yes') },
        'Answer the question “Which stack do you know best?”',
      ],
      [
        { jobId: id, answers: answersTo(asked, 'maybe', 'Go') },
        'The question “Do you hold a work permit?” takes yes or no',
      ],
      [
        { jobId: id, answers: answersTo(asked, 'yes', 'Java') },
        'The question “Which stack do you know best?” takes one of: Node.js, Go, Rust',
      ],
      [
        {
          jobId: id,
          answers: [...answersTo(asked, 'yes', 'Go'), ...answersTo(elsewhere.asked, 'yes')],
        },
        `This job has no question ${elsewhere.asked[0]?.id ?? ''}: reload the job to see its questions`,
      ],
      [
        { jobId: id, answers: [...answersTo(asked, 'yes', 'Go'), ...answersTo(asked, 'no')] },
        'Answer the question “Do you hold a work permit?” once',
      ],
      [
        { jobId: id, answers: answersTo(asked, 'yes', 'Go'), coverLetter: 'x'.repeat(5_001) },
        'A cover letter is at most 5,000 characters',
      ],
      [
        { jobId: id, answers: answersTo(asked, 'yes', 'Go', 'x'.repeat(2_001)) },
        'An answer is at most 2,000 characters',
      ],
      [{ jobId: id, answers: [{ questionId: 'nope', answer: 'yes' }] }, 'Invalid id'],
      [{ jobId: id, answers: 'yes' } as unknown as ApplyBody, 'answers'],
    ];
    for (const [body, message] of cases) {
      const { res, userId } = await apply(body);
      expect([res.statusCode, res.json<{ message: string }>().message]).toEqual([
        400,
        expect.stringContaining(message),
      ]);
      expect(await stored(userId)).toBeUndefined();
    }
  });

  it('checks against the questions as they are when the person applies', async () => {
    const { id, call, asked } = await postJob();
    const edited = await call('edit-job', {
      id,
      questions: [
        { text: 'Notice period?', kind: 'choice', options: ['None', '1 month'], required: true },
      ],
    });
    expect(edited.statusCode).toBe(200);
    const old = await apply({ jobId: id, answers: answersTo(asked, 'yes', 'Go') });
    expect(old.res.statusCode).toBe(400);
    const now = (await jobAnswer(ctx.app, id)).questions ?? [];
    const fresh = await apply({ jobId: id, answers: answersTo(now, '1 MONTH') });
    expect(fresh.res.statusCode).toBe(200);
    expect((await stored(fresh.userId))?.answers).toEqual([
      { questionId: now[0]?.id, question: 'Notice period?', kind: 'choice', answer: '1 month' },
    ]);
  });
});
