import { sql } from 'drizzle-orm';
import pg from 'pg';
import { APPLICATION_STATUSES } from 'shared-api/contract';
import { foldApplicationCounts } from '../src/pipeline/application-count-queries';
import { createTestApp, type TestContext } from './helpers/app';
import { databaseKinds } from './helpers/databases';
import {
  companyToken,
  createApplication,
  createCompany,
  createJob,
  createUser,
  userToken,
} from './helpers/factories';
import { lacks } from './helpers/test-env';

interface CountRow {
  company_id: string;
  status: string;
  screened_out: boolean;
  n: number;
}

// View Applications' totals come from `application_counts`, added to by triggers and folded by a
// sweep (migration 0025): whatever writes the applications, by the API or by hand, the kept rows
// must sum to what a count of the applications says, and the totals with them, folded or not.
describe.each(databaseKinds)('application counts on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(() => ctx.close());

  const kept = () =>
    ctx.database.run<CountRow>(sql`
      select company_id, status, screened_out, sum(applications)::int as n from application_counts
      group by 1, 2, 3 having sum(applications) <> 0 order by 1, 2, 3`);
  const keptRows = async () =>
    (
      await ctx.database.run<{ n: number }>(sql`select count(*)::int as n from application_counts`)
    )[0]?.n;
  const counted = () =>
    ctx.database.run<CountRow>(sql`
      select company_id, status, screened_out, count(*)::int as n from applications
      group by 1, 2, 3 order by 1, 2, 3`);
  const totalOf = async (token: string, query: string) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/company/applicants?page=1&pageSize=2${query}`,
      headers: { token },
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ total: number }>().total;
  };
  /** The kept rows against a count, and every kind of total the counts answer against it. */
  async function expectCountsFollow(companyId: string, token: string) {
    const truth = await counted();
    expect(await kept()).toEqual(truth);
    const mine = truth.filter((row) => row.company_id === companyId);
    const sum = (rows: CountRow[]) => rows.reduce((total, row) => total + row.n, 0);
    expect(await totalOf(token, '')).toBe(sum(mine));
    for (const status of APPLICATION_STATUSES) {
      expect(await totalOf(token, `&status=${status}`)).toBe(
        sum(mine.filter((row) => row.status === status)),
      );
    }
    for (const screenedOut of [true, false]) {
      expect(await totalOf(token, `&screenedOut=${String(screenedOut)}`)).toBe(
        sum(mine.filter((row) => row.screened_out === screenedOut)),
      );
    }
    expect(await totalOf(token, '&status=Pending&screenedOut=false')).toBe(
      sum(mine.filter((row) => row.status === 'Pending' && !row.screened_out)),
    );
  }

  it('follow applying, moves, withdrawals, screening and deletions', async () => {
    const db = ctx.database.db;
    const company = await createCompany(db);
    const token = await companyToken(ctx.app, company.id);
    const first = await createJob(db, company.id);
    const second = await createJob(db, company.id);
    const other = await createCompany(db);
    const theirJob = await createJob(db, other.id);
    const people = await Promise.all(Array.from({ length: 6 }, () => createUser(db)));
    const ids: string[] = [];
    for (const [i, person] of people.entries()) {
      const job = i % 2 === 0 ? first : second;
      const row = await createApplication(db, {
        userId: person.id,
        jobId: job.id,
        companyId: company.id,
      });
      ids.push(row.id);
      await createApplication(db, { userId: person.id, jobId: theirJob.id, companyId: other.id });
    }
    await expectCountsFollow(company.id, token);
    expect(await totalOf(token, '')).toBe(6);

    // One statement moving several, then one, then a screening answer and a notice sent (an
    // update that moves no application between counts).
    const bulk = await ctx.app.inject({
      method: 'POST',
      url: '/api/company/bulk-change-status',
      headers: { token },
      payload: { ids: ids.slice(0, 3), status: 'Shortlisted' },
    });
    expect(bulk.statusCode).toBe(200);
    const single = await ctx.app.inject({
      method: 'POST',
      url: '/api/company/change-status',
      headers: { token },
      payload: { id: ids[3], status: 'Rejected' },
    });
    expect(single.statusCode).toBe(200);
    await db.execute(sql`update applications set screened_out = true where id = ${ids[4] ?? ''}`);
    const rowsBefore = await keptRows();
    await db.execute(sql`update applications set company_notified_at = 1`);
    expect(await keptRows()).toBe(rowsBefore);
    await expectCountsFollow(company.id, token);
    expect(await totalOf(token, '&status=Shortlisted')).toBe(3);

    const person = people[5];
    if (!person) throw new Error('no person');
    const withdrawn = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/withdraw',
      headers: { authorization: `Bearer ${await userToken(ctx.app, person.id)}` },
      payload: { id: ids[5] },
    });
    expect(withdrawn.statusCode).toBe(200);
    await expectCountsFollow(company.id, token);
    expect(await totalOf(token, '&status=Withdrawn')).toBe(1);

    // Deletions that cascade: a person, a job, and the other company with all of its jobs.
    await db.execute(sql`delete from users where id = ${people[0]?.id ?? ''}`);
    await db.execute(sql`delete from jobs where id = ${second.id}`);
    await db.execute(sql`delete from companies where id = ${other.id}`);
    await expectCountsFollow(company.id, token);
    expect(await totalOf(token, '')).toBe(2);

    // Folded: one row for each stage that still has applications, and the same totals.
    const before = await keptRows();
    await ctx.app.foldApplicationCounts();
    await expectCountsFollow(company.id, token);
    expect(await keptRows()).toBe((await counted()).length);
    expect(await keptRows()).toBeLessThan(before ?? 0);
    // A fold with nothing to fold changes nothing.
    await ctx.app.foldApplicationCounts();
    await expectCountsFollow(company.id, token);
    expect(await totalOf(token, '')).toBe(2);

    // The totals are read from the kept rows, not counted beside them.
    await db.execute(sql`
      insert into application_counts (company_id, status, screened_out, applications)
      values (${company.id}, 'Accepted', false, 100)`);
    expect(await totalOf(token, '')).toBe(102);
    expect(await totalOf(token, '&status=Accepted')).toBe(100);
    // A job's applicants are counted from the rows: the kept row does not reach them.
    const [ofJob] = await ctx.database.run<{ n: number }>(
      sql`select count(*)::int as n from applications where job_id = ${first.id}`,
    );
    expect(await totalOf(token, `&jobId=${first.id}`)).toBe(ofJob?.n);
    await db.execute(sql`delete from application_counts where applications = 100`);
  });
});

/**
 * An apply's transaction writes the counts with its insert and holds them to its end, which (for
 * a job with applicants waiting for their notice) includes marking those applicants notified. A
 * recruiter moving one of them meanwhile must not wait on the counts: counts kept as one row per
 * stage, updated in place, made each side wait for the other, and PostgreSQL aborted one.
 * PGlite has one connection, so nothing runs beside a transaction there.
 */
describe.skipIf(lacks('application counts beside an open apply', 'postgres'))(
  'application counts beside an open apply, on postgres',
  () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestApp('postgres');
    });
    afterAll(() => ctx.close());

    it("lets a move of the same company's applicant go on without waiting", async () => {
      const db = ctx.database.db;
      const company = await createCompany(db);
      const job = await createJob(db, company.id);
      const [waiting, applying] = await Promise.all([createUser(db), createUser(db)]);
      const moved = await createApplication(db, {
        userId: waiting.id,
        jobId: job.id,
        companyId: company.id,
      });
      const connect = async () => {
        const client = new pg.Client({ connectionString: ctx.database.url ?? '' });
        await client.connect();
        return client;
      };
      const [apply, move] = await Promise.all([connect(), connect()]);
      try {
        await apply.query('begin');
        await apply.query(
          `insert into applications (user_id, job_id, company_id, applied_at) values ($1, $2, $3, $4)`,
          [applying.id, job.id, company.id, Date.now()],
        );
        // Both Pending and not screened out: the apply's and the move's changes are alike.
        await move.query(`set lock_timeout = '2s'`);
        await move.query(`update applications set status = 'Shortlisted' where id = $1`, [
          moved.id,
        ]);
        await apply.query('commit');
      } finally {
        await Promise.all([apply.end(), move.end()]);
      }
      const sums = await ctx.database.run<{ status: string; n: number }>(sql`
        select status, sum(applications)::int as n from application_counts
        where company_id = ${company.id} group by 1 having sum(applications) <> 0 order by 1`);
      expect(sums).toEqual([
        { status: 'Pending', n: 1 },
        { status: 'Shortlisted', n: 1 },
      ]);
    });

    it('fold in one process at a time: a fold finding the lock taken does nothing', async () => {
      const rows = async () =>
        (
          await ctx.database.run<{ n: number }>(
            sql`select count(*)::int as n from application_counts`,
          )
        )[0]?.n ?? 0;
      const other = new pg.Client({ connectionString: ctx.database.url ?? '' });
      await other.connect();
      try {
        expect(await rows()).toBeGreaterThan(1);
        await other.query('begin');
        await other.query(
          `select pg_advisory_xact_lock(hashtextextended('application_counts fold', 0))`,
        );
        const before = await rows();
        expect(await foldApplicationCounts(ctx.database.db)).toBe(0);
        expect(await rows()).toBe(before);
        await other.query('commit');
        expect(await foldApplicationCounts(ctx.database.db)).toBeGreaterThan(0);
        expect(await rows()).toBeLessThan(before);
      } finally {
        await other.end();
      }
    });
  },
);
