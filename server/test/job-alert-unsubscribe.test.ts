import { linksOf } from './helpers/account-links';
import { databaseKinds } from './helpers/databases';
import { createCompany, createJob, createUser } from './helpers/factories';
import { alertMailApp, alertsOf, backdate, MINUTE, saveAlert } from './helpers/job-alerts';

describe.each(databaseKinds)('unsubscribing from a job alert, on %s', (kind) => {
  const { app: ctx, mail, sweep } = alertMailApp(kind);

  it('unsubscribes by the one-click POST; opening the link only asks', async () => {
    const db = ctx.database.db;
    const user = await createUser(db);
    const alert = await saveAlert(ctx.app, user.id, { location: 'Mumbai', categories: ['Design'] });
    await backdate(db, alert._id, 10 * MINUTE);
    const company = await createCompany(db);
    await createJob(db, company.id, {
      location: 'Mumbai',
      category: 'Design',
      postedAt: Date.now() - MINUTE,
    });
    const [digest] = await mail.next(1, sweep);
    const link = linksOf(digest).find((l) => l.pathname === '/api/alerts/unsubscribe');
    if (!link) throw new Error('no unsubscribe link');
    const url = `${link.pathname}${link.search}`;

    // A scanner or a person opening it: a page whose button posts, and the alert stays.
    const opened = await ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toContain('text/html');
    expect(opened.body).toContain('Design jobs in Mumbai');
    expect(opened.body).toContain(`<form method="post" action="${url}">`);
    expect(await alertsOf(ctx.app, user.id)).toHaveLength(1);

    // The mail program's one-click POST (RFC 8058): no sign-in.
    const clicked = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(clicked.statusCode).toBe(200);
    expect(clicked.json()).toEqual({
      success: true,
      message: 'Unsubscribed: the job alert is deleted',
    });
    expect(await alertsOf(ctx.app, user.id)).toEqual([]);

    // Again, or from the page: already gone.
    const again = await ctx.app.inject({ method: 'POST', url, headers: { accept: 'text/html' } });
    expect(again.statusCode).toBe(404);
    expect(again.body).toContain('This job alert is already gone');
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/alerts/unsubscribe?token=nope',
    });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toMatchObject({ success: false });
  });

  it('answers a person’s button with a page saying it is done', async () => {
    const user = await createUser(ctx.database.db);
    const alert = await saveAlert(ctx.app, user.id, { title: 'Rust <b>' });
    const url = new URL(ctx.app.jobAlerts.links.unsubscribeUrl(alert._id));
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('You are unsubscribed');
    expect(res.body).toContain('Rust &lt;b&gt;');
    expect(await alertsOf(ctx.app, user.id)).toEqual([]);
  });
});
