import type { ActivityEntry } from 'shared-api/contract';
import { appWithSmtp } from './helpers/smtp-app';
import { databaseKinds } from './helpers/databases';
import {
  companyToken,
  createApplication,
  createCompany,
  createJob,
  createUser,
  userToken,
} from './helpers/factories';

const WINDOW_MS = 1_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An app whose undo window is `undoWindowMs`, and a company with one application to move. */
function undoScene(kind: (typeof databaseKinds)[number], undoWindowMs: number) {
  const setup = appWithSmtp(kind, { undoWindowMs });
  const post = (url: string, headers: Record<string, string>, payload: object) =>
    setup.ctx.app.inject({ method: 'POST', url, headers, payload });

  async function scene(email: string) {
    const db = setup.ctx.database.db;
    const company = await createCompany(db, { name: 'Undo Labs' });
    const job = await createJob(db, company.id, { title: 'Designer' });
    const user = await createUser(db, { firstName: 'Jane', email });
    const application = await createApplication(db, {
      userId: user.id,
      jobId: job.id,
      companyId: company.id,
    });
    const headers = { token: await companyToken(setup.ctx.app, company.id) };
    return { company, application, user, headers };
  }
  const statusOf = async (headers: Record<string, string>, id: string) => {
    const res = await setup.ctx.app.inject({
      method: 'GET',
      url: '/api/company/applicants',
      headers,
    });
    return res
      .json<{ applications: { _id: string; status: string }[] }>()
      .applications.find((a) => a._id === id)?.status;
  };
  const mailTo = (email: string) =>
    setup.smtp.received.filter((mail) => mail.recipients.includes(email));
  return { setup, post, scene, statusOf, mailTo };
}

describe.each(databaseKinds)('undoing a status change, on %s', (kind) => {
  const { setup, post, scene, statusOf, mailTo } = undoScene(kind, WINDOW_MS);

  it('restores the stage within the window, and the candidate is never mailed', async () => {
    const email = 'undone@example.test';
    const { application, company, headers } = await scene(email);
    const moved = await post('/api/company/change-status', headers, {
      id: application.id,
      status: 'Rejected',
    });
    expect(moved.statusCode).toBe(200);
    // The mail waits out the window: nothing goes now.
    await setup.ctx.app.mail.drain();
    expect(mailTo(email)).toEqual([]);

    const undone = await post('/api/company/undo-status', headers, { id: application.id });
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toMatchObject({
      success: true,
      application: { _id: application.id, status: 'Pending' },
    });
    expect(await statusOf(headers, application.id)).toBe('Pending');

    // Long after the window, still nothing.
    await sleep(WINDOW_MS + 300);
    await setup.ctx.app.mail.drain();
    await sleep(200);
    expect(mailTo(email)).toEqual([]);

    const trail = await setup.ctx.app.inject({
      method: 'GET',
      url: `/api/company/activity?applicationId=${application.id}`,
      headers,
    });
    const by = { _id: company.id, name: 'Undo Labs' };
    expect(
      trail.json<{ activity: ActivityEntry[] }>().activity.map(({ at: _at, ...entry }) => entry),
    ).toEqual([
      { by, action: 'undo', from: 'Rejected', to: 'Pending' },
      { by, action: 'status', from: 'Pending', to: 'Rejected' },
    ]);

    // An undo is not undone in turn, and the next change can be.
    const again = await post('/api/company/undo-status', headers, { id: application.id });
    expect(again.statusCode).toBe(409);
    await post('/api/company/change-status', headers, {
      id: application.id,
      status: 'Shortlisted',
    });
    expect(
      (await post('/api/company/undo-status', headers, { id: application.id })).statusCode,
    ).toBe(200);
  });

  it('refuses after the window, and the mail then leaves', async () => {
    const email = 'kept@example.test';
    const { application, headers } = await scene(email);
    await post('/api/company/change-status', headers, {
      id: application.id,
      status: 'Shortlisted',
    });
    await sleep(WINDOW_MS + 50);
    const late = await post('/api/company/undo-status', headers, { id: application.id });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ success: false, message: 'The change can no longer be undone' });
    expect(await statusOf(headers, application.id)).toBe('Shortlisted');
    await setup.ctx.app.mail.drain();
    await expect.poll(() => mailTo(email).length, { timeout: 5_000 }).toBe(1);
    expect(mailTo(email)[0]?.parsed.subject).toBe('Designer at Undo Labs: Shortlisted');
  });

  it('undoes one row of a bulk move, and mails the others once the window has passed', async () => {
    const db = setup.ctx.database.db;
    const first = await scene('bulk-undone@example.test');
    const second = await createApplication(db, {
      userId: (await createUser(db, { email: 'bulk-kept@example.test' })).id,
      jobId: first.application.jobId,
      companyId: first.company.id,
    });
    const bulk = await post('/api/company/bulk-change-status', first.headers, {
      ids: [first.application.id, second.id],
      status: 'Rejected',
    });
    expect(bulk.statusCode).toBe(200);
    const undone = await post('/api/company/undo-status', first.headers, {
      id: first.application.id,
    });
    expect(undone.statusCode).toBe(200);
    await sleep(WINDOW_MS + 50);
    await setup.ctx.app.mail.drain();
    await expect.poll(() => mailTo('bulk-kept@example.test').length, { timeout: 5_000 }).toBe(1);
    expect(mailTo('bulk-undone@example.test')).toEqual([]);
  });

  it('refuses another company, a missing application, one never moved, and one moved since', async () => {
    const { application, headers, user } = await scene('refusals@example.test');
    const other = await createCompany(setup.ctx.database.db);
    const otherHeaders = { token: await companyToken(setup.ctx.app, other.id) };
    expect(
      (await post('/api/company/undo-status', headers, { id: application.id })).statusCode,
    ).toBe(409);
    await post('/api/company/change-status', headers, {
      id: application.id,
      status: 'Shortlisted',
    });
    expect(
      (await post('/api/company/undo-status', otherHeaders, { id: application.id })).statusCode,
    ).toBe(404);
    const missing = { id: '00000000-0000-4000-8000-000000000000' };
    expect((await post('/api/company/undo-status', headers, missing)).statusCode).toBe(404);
    expect((await post('/api/company/undo-status', headers, { id: 'nope' })).statusCode).toBe(400);
    // The candidate withdrew in between: the change is no longer the latest word.
    const withdrawn = await post(
      '/api/users/withdraw',
      { authorization: `Bearer ${await userToken(setup.ctx.app, user.id)}` },
      { id: application.id },
    );
    expect(withdrawn.statusCode).toBe(200);
    expect(
      (await post('/api/company/undo-status', headers, { id: application.id })).statusCode,
    ).toBe(409);
    expect(await statusOf(headers, application.id)).toBe('Withdrawn');
  });
});

// A window no loaded machine outlasts: every refusal here is the naming's, not the clock's.
describe.each(databaseKinds)('undoing a named move, on %s', (kind) => {
  const { post, scene, statusOf } = undoScene(kind, 600_000);

  it('takes back only the move it names: a later one is refused, an unnamed undo still works', async () => {
    const { application, headers } = await scene('named@example.test');
    const undo = (body: object) =>
      post('/api/company/undo-status', headers, { id: application.id, ...body });
    const bulk = await post('/api/company/bulk-change-status', headers, {
      ids: [application.id],
      status: 'Shortlisted',
    });
    expect(bulk.statusCode).toBe(200);
    await post('/api/company/change-status', headers, {
      id: application.id,
      status: 'Interviewing',
    });

    // The bulk move's Undo names its move: the single one since is not taken back in its place,
    // whether the undo names where its move went (the page's way) or both ends.
    for (const named of [{ to: 'Shortlisted' }, { from: 'Pending', to: 'Shortlisted' }]) {
      const stale = await undo(named);
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toEqual({
        success: false,
        message: 'The change can no longer be undone',
      });
    }
    // Where it came from must match too, when named.
    expect((await undo({ from: 'Pending', to: 'Interviewing' })).statusCode).toBe(409);
    expect(await statusOf(headers, application.id)).toBe('Interviewing');

    // The latest move, named, is undone; so is one not named, as before.
    expect((await undo({ to: 'Interviewing' })).statusCode).toBe(200);
    expect(await statusOf(headers, application.id)).toBe('Shortlisted');
    await post('/api/company/change-status', headers, {
      id: application.id,
      status: 'Interviewing',
    });
    expect((await undo({})).statusCode).toBe(200);
    expect(await statusOf(headers, application.id)).toBe('Shortlisted');
    expect((await undo({ to: 'Nowhere' })).statusCode).toBe(400);
  });
});
