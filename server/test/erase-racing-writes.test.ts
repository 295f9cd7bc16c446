import { eq } from 'drizzle-orm';
import { jobAlerts, savedJobs, seekerProfiles } from '../src/platform/schema';
import { createTestApp, type TestContext } from './helpers/app';
import { databaseKinds } from './helpers/databases';
import { createCompany, createJob } from './helpers/factories';
import { seekerCall, signUpSeeker } from './helpers/privacy';

const PASSWORD = 'erase-race-password-1';

/**
 * Deleting an account erases the profile, saved jobs and alerts in one transaction (decision
 * 43). The person's other tab may be saving meanwhile: a write let in just before the erase
 * must not land after it and leave their phone number, city or saved jobs behind.
 */
describe.each(databaseKinds)("an erase and the person's own writes at once, on %s", (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(() => ctx.close());

  it('leaves no profile, saved job or alert once the deletion has answered', async () => {
    const db = ctx.database.db;
    const company = await createCompany(db);
    const jobs = await Promise.all([0, 1, 2].map(() => createJob(db, company.id)));
    const email = `erase.race.${kind}@example.test`;
    const seeker = await signUpSeeker(ctx.app, {
      firstName: 'Erase',
      lastName: 'Racer',
      email,
      password: PASSWORD,
    });
    const as = seekerCall(ctx.app, seeker.token);

    const state = { answered: false };
    const erase = as('POST', '/api/users/delete-account', { email, password: PASSWORD }).finally(
      () => {
        state.answered = true;
      },
    );
    // Another tab of theirs keeps saving until the deletion answers.
    const writes: Promise<unknown>[] = [];
    for (let i = 0; !state.answered && i < 300; i += 1) {
      writes.push(as('POST', '/api/users/profile', { phone: '+44 113 496 0000', city: 'Leeds' }));
      writes.push(as('POST', '/api/users/save-job', { jobId: jobs[i % jobs.length]?.id }));
      writes.push(as('POST', '/api/users/alerts', { q: `racer ${i}` }));
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    expect((await erase).statusCode).toBe(200);
    await Promise.all(writes);

    const left = {
      profiles: await db.select().from(seekerProfiles).where(eq(seekerProfiles.userId, seeker.id)),
      saved: await db.select().from(savedJobs).where(eq(savedJobs.userId, seeker.id)),
      alerts: await db.select().from(jobAlerts).where(eq(jobAlerts.userId, seeker.id)),
    };
    expect(left).toEqual({ profiles: [], saved: [], alerts: [] });
  });
});
