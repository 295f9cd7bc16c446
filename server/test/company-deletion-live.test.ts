import { databaseKinds } from './helpers/databases';
import { companyToken, createCompany, FACTORY_PASSWORD } from './helpers/factories';
import { isReady, liveProcesses } from './helpers/live';
import { joinAs, post } from './helpers/team';

/** Checked this often here, so that the test waits little; nothing below times the check. */
const CHECK_MS = 50;

describe.each(databaseKinds)('a deleted company’s live streams end, on %s', (kind) => {
  const live = liveProcesses(kind, { liveTokenCheckMs: CHECK_MS });

  it('ends the owner’s and every member’s open streams in every process', async () => {
    const company = await createCompany(live.first.db);
    const owner = await companyToken(live.first, company.id);
    const member = await joinAs(
      live.first,
      live.first.db,
      owner,
      `gone-${company.id}@example.test`,
      'viewer',
    );
    const streams = await Promise.all([
      live.stream(0, '/api/company/events', { token: owner }),
      live.stream(1, '/api/company/events', { token: owner }),
      live.stream(1, '/api/company/events', { token: member.token }),
    ]);
    await Promise.all(streams.map((client) => client.next(isReady)));

    const deleted = await post(live.first, '/api/company/delete-account', owner, {
      password: FACTORY_PASSWORD,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    await Promise.all(streams.map((client) => client.ended));
    for (const token of [owner, member.token]) {
      const again = await live.stream(1, '/api/company/events', { token });
      expect(again.response.status).toBe(401);
    }
  });
});
