import { DIGEST_JOBS } from '../src/alerts/alert-digests';
import { carriesNoSecret, linksOf, SITE } from './helpers/account-links';
import { databaseKinds } from './helpers/databases';
import { createCompany, createJob, createUser, userToken } from './helpers/factories';
import {
  alertMailApp,
  alertTimes,
  API,
  backdate,
  INTERVAL_MS,
  MINUTE,
  saveAlert,
} from './helpers/job-alerts';
import type { ReceivedMail } from './helpers/smtp';

const headerLine = (mail: ReceivedMail | undefined, name: string) =>
  mail?.parsed.headerLines.find((line) => line.key === name)?.line.replace(/\r\n[ \t]+/g, ' ');

describe.each(databaseKinds)('job alert digests, over SMTP, on %s', (kind) => {
  const { app: ctx, mail, sweep } = alertMailApp(kind);

  it('mails the new listed jobs that match, once per interval, with working links', async () => {
    const db = ctx.database.db;
    const user = await createUser(db, { firstName: 'Asha', email: 'asha@alerts.test' });
    const alert = await saveAlert(ctx.app, user.id, { title: 'React', location: 'Bangalore' });
    await backdate(db, alert._id, 10 * MINUTE);
    const company = await createCompany(db, { name: 'Orbit Labs' });
    const posted = (minutesAgo: number, values: Parameters<typeof createJob>[2] = {}) =>
      createJob(db, company.id, {
        title: 'React Developer',
        location: 'Bangalore',
        postedAt: Date.now() - minutesAgo * MINUTE,
        ...values,
      });
    const matching = [
      await posted(3),
      await posted(2, { title: 'Senior react engineer' }),
      await posted(1),
    ];
    await posted(20); // before the alert
    await posted(1, { title: 'Vue Developer' });
    await posted(1, { location: 'Chennai' });
    await posted(1, { visible: false });

    const [digest, ...more] = await mail.next(1, sweep);
    expect(more).toEqual([]);
    expect(digest?.recipients).toEqual(['asha@alerts.test']);
    expect(digest?.parsed.subject).toBe('3 new jobs: React in Bangalore');
    expect(digest?.parsed.text).toContain('Hello Asha,');
    const links = linksOf(digest);
    const jobLinks = links.filter((link) => link.pathname.startsWith('/apply-jobs/'));
    // Newest first, each absolute under the pages' origin, each a job the API knows.
    expect(jobLinks.map((link) => link.href)).toEqual(
      [...matching].reverse().map((job) => `${SITE}/apply-jobs/${job.id}`),
    );
    for (const link of jobLinks) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/jobs${link.pathname.slice(11)}`,
      });
      expect(res.statusCode).toBe(200);
      expect(digest?.parsed.html).toContain(`href="${link.href}"`);
    }
    expect(links.map((link) => link.href)).toContain(`${SITE}/?title=React&location=Bangalore`);
    const unsubscribe = links.find((link) => link.pathname === '/api/alerts/unsubscribe');
    expect(unsubscribe?.origin).toBe(API);
    expect(headerLine(digest, 'list-unsubscribe')).toBe(`List-Unsubscribe: <${unsubscribe?.href}>`);
    expect(headerLine(digest, 'list-unsubscribe-post')).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );
    carriesNoSecret(digest, [await userToken(ctx.app, user.id)]);

    // Within the interval nothing goes, however many sweeps; after it, only what is new.
    const { checkedUpTo } = await alertTimes(db, alert._id);
    const later = await posted(0, { postedAt: checkedUpTo + 1, title: 'React Native' });
    await mail.none(sweep);
    await new Promise((resolve) => setTimeout(resolve, INTERVAL_MS));
    const [next] = await mail.next(1, sweep);
    expect(next?.parsed.subject).toBe('1 new job: React in Bangalore');
    expect(linksOf(next).filter((link) => link.pathname.startsWith('/apply-jobs/'))).toEqual([
      new URL(`${SITE}/apply-jobs/${later.id}`),
    ]);
  });

  it(`lists the newest ${DIGEST_JOBS} and counts the rest`, async () => {
    const db = ctx.database.db;
    const user = await createUser(db);
    const alert = await saveAlert(ctx.app, user.id, {
      title: 'Elixir',
      categories: ['Programming'],
    });
    await backdate(db, alert._id, 10 * MINUTE);
    const company = await createCompany(db);
    for (let n = 0; n < DIGEST_JOBS + 2; n += 1)
      await createJob(db, company.id, { title: `Elixir ${n}`, postedAt: Date.now() - MINUTE + n });
    const [digest] = await mail.next(1, sweep);
    expect(digest?.parsed.subject).toBe(`${DIGEST_JOBS + 2} new jobs: Elixir (Programming)`);
    expect(linksOf(digest).filter((l) => l.pathname.startsWith('/apply-jobs/'))).toHaveLength(
      DIGEST_JOBS,
    );
    expect(digest?.parsed.text).toContain('2 more match: see them all on Job Board.');
  });

  it('sends nothing when nothing new matches, and looks again one interval on', async () => {
    const db = ctx.database.db;
    const user = await createUser(db);
    const alert = await saveAlert(ctx.app, user.id, { title: 'Haskell' });
    await backdate(db, alert._id, 10 * MINUTE);
    const company = await createCompany(db);
    await createJob(db, company.id, { title: 'Haskell', postedAt: Date.now() - 20 * MINUTE });
    await createJob(db, company.id, { title: 'OCaml', postedAt: Date.now() - MINUTE });
    const before = Date.now();
    await mail.none(sweep);
    const times = await alertTimes(db, alert._id);
    expect(times.nextDigestAt).toBeGreaterThanOrEqual(before + INTERVAL_MS);
    expect(times.checkedUpTo).toBeGreaterThan(before - 10 * MINUTE);
  });
});
