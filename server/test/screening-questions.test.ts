import { rmSync } from 'node:fs';
import type { Job, JobQuestion } from 'shared-api/contract';
import { createTestApp, type TestContext } from './helpers/app';
import { databaseKinds } from './helpers/databases';
import { companyToken, createCompany, createJob } from './helpers/factories';
import { companyCall, jobAnswer, specJob } from './helpers/postings';
import { QUESTIONS } from './helpers/screening';
import { fakeWebApps, pageData, SEEKER_SCREENS, SHELL_INDEX_WITH_MARKER } from './helpers/web-apps';

const withoutIds = (questions: JobQuestion[]) => questions.map(({ id: _id, ...rest }) => rest);

describe.each(databaseKinds)('screening questions on jobs, on %s', (kind) => {
  let ctx: TestContext;
  let root: string;
  beforeAll(async () => {
    // A shell with a first paint slot, and the job screen's: its page then sends its data.
    root = fakeWebApps({
      shellIndex: SHELL_INDEX_WITH_MARKER,
      seekerScreens: SEEKER_SCREENS.map((screen) =>
        screen.path === '/apply-jobs/:id'
          ? { ...screen, firstPaint: '<h1>{{title}}</h1>' }
          : screen,
      ),
    });
    ctx = await createTestApp(kind, { serveWebApps: true }, { webAppsRoot: root });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(root, { recursive: true, force: true });
  });

  async function company() {
    const row = await createCompany(ctx.database.db);
    const token = await companyToken(ctx.app, row.id);
    return { id: row.id, token, call: companyCall(ctx.app, token) };
  }
  const post = async (call: ReturnType<typeof companyCall>, body: object) => {
    const res = await call('post-job', body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ job: { _id: string } }>().job._id;
  };

  it('shows the questions to everyone, and what the company expects to it alone', async () => {
    const owner = await company();
    const other = await company();
    const id = await post(owner.call, { ...specJob, questions: QUESTIONS });

    const visitor = await jobAnswer(ctx.app, id);
    expect(withoutIds(visitor.questions ?? [])).toEqual([
      {
        text: 'Do you hold a work permit?',
        kind: 'yesno',
        options: [],
        required: true,
      },
      {
        text: 'Which stack do you know best?',
        kind: 'choice',
        options: ['Node.js', 'Go', 'Rust'],
        required: true,
      },
      { text: 'Anything else we should know?', kind: 'text', options: [], required: false },
    ]);
    const ids = (visitor.questions ?? []).map((question) => question.id);
    expect(new Set(ids).size).toBe(3);
    expect(JSON.stringify(visitor)).not.toContain('expected');
    // Another company reads it as anyone does; a token that no longer holds, too.
    expect(await jobAnswer(ctx.app, id, other.token)).toEqual(visitor);
    expect(await jobAnswer(ctx.app, id, 'not-a-token')).toEqual(visitor);

    // The job's page sends the same answer with it, and the public lists carry no questions.
    const page = await ctx.app.inject({ method: 'GET', url: `/apply-jobs/${id}` });
    expect(page.statusCode).toBe(200);
    expect(pageData(page.body)).toEqual({ [`/api/jobs/${id}`]: { success: true, job: visitor } });
    expect(page.body).not.toContain('expected');
    for (const url of ['/api/jobs', `/api/jobs?page=1&companyId=${owner.id}`]) {
      const list = await ctx.app.inject({ method: 'GET', url });
      expect(list.body).not.toContain('expected');
      expect(list.body).not.toContain('work permit');
    }

    // The company's own reads: the job, its list of jobs, and the edit's answer.
    const own = await jobAnswer(ctx.app, id, owner.token);
    expect(own.questions?.map((question) => [question.id, question.expected])).toEqual([
      [ids[0], 'yes'],
      [ids[1], 'Go'],
      [ids[2], null],
    ]);
    const listJobs = await ctx.app.inject({
      method: 'GET',
      url: '/api/company/list-jobs',
      headers: { token: owner.token },
    });
    const listed = listJobs.json<{ jobsData: Job[] }>().jobsData.find((job) => job._id === id);
    expect(listed?.questions).toEqual(own.questions);
    const paged = await ctx.app.inject({
      method: 'GET',
      url: '/api/company/list-jobs?page=1',
      headers: { token: owner.token },
    });
    expect(paged.json<{ jobsData: Job[] }>().jobsData[0]?.questions).toEqual(own.questions);
    const otherList = await ctx.app.inject({
      method: 'GET',
      url: '/api/company/list-jobs',
      headers: { token: other.token },
    });
    expect(otherList.body).not.toContain(id);
  });

  it('gives a job posted as the spec posts it no questions, and copies them with a job', async () => {
    const { call, token } = await company();
    const plain = await post(call, specJob);
    expect((await jobAnswer(ctx.app, plain)).questions).toEqual([]);

    const asked = await post(call, { ...specJob, questions: QUESTIONS });
    const copy = await call('duplicate-job', { id: asked });
    expect(copy.statusCode, copy.body).toBe(200);
    const copyId = copy.json<{ job: { _id: string } }>().job._id;
    const [original, copied] = [
      await jobAnswer(ctx.app, asked, token),
      await jobAnswer(ctx.app, copyId, token),
    ];
    expect(withoutIds(copied.questions ?? [])).toEqual(withoutIds(original.questions ?? []));
    const originalIds = new Set(original.questions?.map((question) => question.id));
    expect(copied.questions?.some((question) => originalIds.has(question.id))).toBe(false);
  });

  it('replaces them on edit, keeping the id of each question sent with it', async () => {
    const { call, token } = await company();
    const id = await post(call, { ...specJob, questions: QUESTIONS });
    const [permit, , notes] = (await jobAnswer(ctx.app, id, token)).questions ?? [];
    if (!permit || !notes) throw new Error('no questions');

    const edited = await call('edit-job', {
      id,
      questions: [
        { id: notes.id, text: 'Anything else?', kind: 'text', required: true },
        { id: permit.id, text: permit.text, kind: 'yesno', required: true, expected: 'no' },
        { text: 'Years with PostgreSQL?', kind: 'choice', options: ['0-2', '3+'] },
      ],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const job = edited.json<{ job: Job }>().job;
    expect(job.questions?.map(({ id: qid, text, expected }) => [qid, text, expected])).toEqual([
      [notes.id, 'Anything else?', null],
      [permit.id, 'Do you hold a work permit?', 'no'],
      [expect.any(String), 'Years with PostgreSQL?', null],
    ]);
    expect(await jobAnswer(ctx.app, id, token)).toEqual(job);

    // An edit of other fields keeps them; an empty list takes them all away.
    expect((await call('edit-job', { id, title: 'Renamed' })).statusCode).toBe(200);
    expect((await jobAnswer(ctx.app, id, token)).questions).toEqual(job.questions);
    expect((await call('edit-job', { id, questions: [] })).statusCode).toBe(200);
    expect((await jobAnswer(ctx.app, id)).questions).toEqual([]);
  });

  it('refuses an id that is not one of the job’s questions, and changes nothing', async () => {
    const { call, token } = await company();
    const id = await post(call, { ...specJob, questions: QUESTIONS });
    const elsewhere = await post(call, { ...specJob, questions: QUESTIONS });
    const foreign = (await jobAnswer(ctx.app, elsewhere, token)).questions?.[0]?.id ?? '';
    const before = await jobAnswer(ctx.app, id, token);
    const res = await call('edit-job', {
      id,
      title: 'Changed',
      questions: [{ id: foreign, text: 'Stolen?', kind: 'yesno', required: false }],
    });
    expect([res.statusCode, res.json()]).toEqual([
      400,
      {
        success: false,
        message: `Question 1: this job has no question ${foreign}. Send it without an id to add it as a new one.`,
      },
    ]);
    expect(await jobAnswer(ctx.app, id, token)).toEqual(before);
  });

  const text = (more: object = {}) => ({ text: 'Why us?', kind: 'text', required: false, ...more });
  it.each([
    [
      'eleven questions',
      Array.from({ length: 11 }, () => text()),
      'A job asks at most 10 questions',
    ],
    ['an unknown kind', [text({ kind: 'essay' })], 'A question is of kind text, yesno or choice'],
    ['an empty question', [text({ text: '   ' })], 'Write the question'],
    [
      'a question of 301 characters',
      [text({ text: 'x'.repeat(301) })],
      'A question is at most 300 characters',
    ],
    [
      'a question on two lines',
      [text({ text: 'Two\nlines' })],
      'Line breaks and control characters are not allowed',
    ],
    [
      'a choice without options',
      [text({ kind: 'choice' })],
      'Question 1: a choice question offers 2 to 10 options',
    ],
    [
      'a choice with one option',
      [text(), text({ kind: 'choice', options: ['Only one'] })],
      'Invalid questions.1.options in the body: Question 2: a choice question offers 2 to 10 options',
    ],
    [
      'a choice with 11 options',
      [text({ kind: 'choice', options: Array.from({ length: 11 }, (_, i) => `Option ${i}`) })],
      'a choice question offers 2 to 10 options',
    ],
    [
      'an option twice',
      [text({ kind: 'choice', options: ['Go', 'go'] })],
      'Question 1: each option once',
    ],
    [
      'an empty option',
      [text({ kind: 'choice', options: ['Go', ''] })],
      'An option cannot be empty',
    ],
    [
      'options on a text question',
      [text({ options: ['a', 'b'] })],
      'Question 1: only a choice question offers options',
    ],
    [
      'an expected answer to a text question',
      [text({ expected: 'Because' })],
      'Question 1: a text question has no expected answer',
    ],
    [
      'yes/no expecting maybe',
      [text({ kind: 'yesno', expected: 'maybe' })],
      'Question 1: the expected answer of a yes/no question is yes or no',
    ],
    [
      'a choice expecting what it does not offer',
      [text({ kind: 'choice', options: ['Go', 'Rust'], expected: 'Java' })],
      'Question 1: the expected answer must be one of the options offered',
    ],
    ['required as text', [text({ required: 'yes' })], 'questions.0.required'],
    ['not a list', 'three questions', 'questions'],
  ])('refuses %s with 400 naming the problem', async (_label, questions, message) => {
    const { call, id: companyId } = await company();
    const res = await call('post-job', { ...specJob, questions });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ message: string }>().message).toContain(message);
    // An edit is refused the same way.
    const job = await createJob(ctx.database.db, companyId);
    const edit = await call('edit-job', { id: job.id, questions });
    expect(edit.statusCode).toBe(400);
    expect(edit.json<{ message: string }>().message).toContain(message);
  });
});
