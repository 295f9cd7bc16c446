import type { LightMyRequestResponse as Response } from 'fastify';
import { createTestApp, type TestContext } from './helpers/app';
import { databaseKinds } from './helpers/databases';
import {
  companyToken,
  createApplication,
  createCompany,
  createJob,
  createUser,
} from './helpers/factories';
import { joinAs } from './helpers/team';

/** One company route asked about a row by its id, as the caller with `token`. */
type Ask = (token: string, id: string) => Promise<Response>;
interface Row {
  name: string;
  /** What a missing row gets, and so what another company's row must get too. */
  status: number;
  ask: Ask;
  /** The owner's row made ready for the call, so that only ownership stands in its way. */
  prepare?: (owner: Owner) => Promise<void>;
}
interface Owner {
  token: string;
  jobId: string;
  applicationId: string;
}

const MISSING = '00000000-0000-4000-8000-000000000000';

describe.each(databaseKinds)("another company's row answers as a missing one, on %s", (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    // A long undo window: the owner's own undo would pass, so only ownership refuses a stranger.
    ctx = await createTestApp(kind, { undoWindowMs: 600_000 });
  });
  afterAll(async () => ctx.close());

  const post =
    (url: string, body: (id: string) => object): Ask =>
    (token, id) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/company/${url}`,
        headers: { token },
        payload: body(id),
      });
  const get =
    (url: string): Ask =>
    (token, id) =>
      ctx.app.inject({ method: 'GET', url: `/api/company/${url}${id}`, headers: { token } });

  async function owner(): Promise<Owner> {
    const db = ctx.database.db;
    const company = await createCompany(db);
    const job = await createJob(db, company.id);
    const user = await createUser(db);
    const application = await createApplication(db, {
      userId: user.id,
      jobId: job.id,
      companyId: company.id,
    });
    return {
      token: await companyToken(ctx.app, company.id),
      jobId: job.id,
      applicationId: application.id,
    };
  }
  const stranger = async () => companyToken(ctx.app, (await createCompany(ctx.database.db)).id);
  /** The answer with the asked-for id blanked: a bulk refusal names the id it was given. */
  const answer = (res: Response, id: string) => ({
    status: res.statusCode,
    body: JSON.parse(res.body.replaceAll(id, '<id>')) as unknown,
  });

  const applicationRows: Row[] = [
    {
      name: 'change-status',
      status: 404,
      ask: post('change-status', (id) => ({ id, status: 'Accepted' })),
    },
    {
      name: 'bulk-change-status',
      status: 404,
      ask: post('bulk-change-status', (id) => ({ ids: [id], status: 'Accepted' })),
    },
    {
      name: 'bulk-change-status, skipping',
      status: 200,
      ask: post('bulk-change-status', (id) => ({
        ids: [id],
        status: 'Accepted',
        skipIneligible: true,
      })),
    },
    {
      name: 'undo-status',
      status: 404,
      ask: post('undo-status', (id) => ({ id })),
      prepare: async (row) => {
        const moved = await post('change-status', (id) => ({ id, status: 'Shortlisted' }))(
          row.token,
          row.applicationId,
        );
        expect(moved.statusCode).toBe(200);
      },
    },
    {
      name: 'add-note',
      status: 404,
      ask: post('add-note', (id) => ({ applicationId: id, text: 'Hi' })),
    },
    { name: 'notes', status: 404, ask: get('notes?applicationId=') },
    { name: 'activity by application', status: 404, ask: get('activity?applicationId=') },
  ];
  const jobRows: Row[] = [
    { name: 'edit-job', status: 404, ask: post('edit-job', (id) => ({ id, title: 'Taken' })) },
    { name: 'close-job', status: 404, ask: post('close-job', (id) => ({ id })) },
    {
      name: 'reopen-job',
      status: 404,
      ask: post('reopen-job', (id) => ({ id })),
      prepare: async (row) => {
        expect((await post('close-job', (id) => ({ id }))(row.token, row.jobId)).statusCode).toBe(
          200,
        );
      },
    },
    { name: 'duplicate-job', status: 404, ask: post('duplicate-job', (id) => ({ id })) },
    { name: 'change-visibility', status: 404, ask: post('change-visibility', (id) => ({ id })) },
    { name: 'job-stats', status: 404, ask: get('job-stats?jobId=') },
    { name: 'activity by job', status: 404, ask: get('activity?jobId=') },
    { name: 'applicants by job', status: 200, ask: get('applicants?jobId=') },
  ];
  const rows = [
    ...applicationRows.map((row) => ({ ...row, of: 'applicationId' as const })),
    ...jobRows.map((row) => ({ ...row, of: 'jobId' as const })),
  ];

  it.each(rows)('$name', async ({ ask, status, prepare, of }) => {
    const mine = await owner();
    await prepare?.(mine);
    const theirs = await stranger();
    const foreign = answer(await ask(theirs, mine[of]), mine[of]);
    const missing = answer(await ask(theirs, MISSING), MISSING);
    expect(foreign).toEqual(missing);
    expect(foreign.status).toBe(status);
    // The stranger's call left nothing behind on the owner's trail.
    const trail = await get('activity?jobId=')(mine.token, mine.jobId);
    const before = prepare ? 1 : 0;
    expect(trail.json<{ activity: unknown[] }>().activity).toHaveLength(before);
  });

  it("keeps a role's refusal: a viewer's change is refused for its role, whoever's the row", async () => {
    const mine = await owner();
    const theirs = await stranger();
    const viewer = await joinAs(ctx.app, ctx.database.db, theirs, 'viewer@example.test', 'viewer');
    const move = post('change-status', (id) => ({ id, status: 'Accepted' }));
    const close = post('close-job', (id) => ({ id }));
    for (const refused of [
      await move(viewer.token, mine.applicationId),
      await move(viewer.token, MISSING),
      await close(viewer.token, mine.jobId),
    ]) {
      expect([refused.statusCode, refused.json()]).toEqual([
        403,
        { success: false, message: 'Your role in this company does not allow this.' },
      ]);
    }
  });
});
