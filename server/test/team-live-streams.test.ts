import { databaseKinds } from './helpers/databases';
import { companyToken, createCompany } from './helpers/factories';
import { isReady, liveProcesses } from './helpers/live';
import { joinAs, post } from './helpers/team';

/** Checked this often here, so that the test waits little; nothing below times the check. */
const CHECK_MS = 50;

describe.each(databaseKinds)('a removed member’s live streams end, on %s', (kind) => {
  const live = liveProcesses(kind, { liveTokenCheckMs: CHECK_MS });

  it('ends the member’s open streams in every process, and keeps the owner’s', async () => {
    const company = await createCompany(live.first.db);
    const owner = await companyToken(live.first, company.id);
    const member = await joinAs(
      live.first,
      live.first.db,
      owner,
      `live-${company.id}@example.test`,
      'recruiter',
    );
    const here = await live.stream(0, '/api/company/events', { token: member.token });
    const there = await live.stream(1, '/api/company/events', { token: member.token });
    const owners = await live.stream(1, '/api/company/events', { token: owner });
    await Promise.all([here, there, owners].map((client) => client.next(isReady)));

    const removed = await post(live.first, '/api/company/remove-member', owner, { id: member.id });
    expect(removed.statusCode).toBe(200);
    await Promise.all([here.ended, there.ended]);
    const again = await live.stream(1, '/api/company/events', { token: member.token });
    expect(again.response.status).toBe(401);
    let ownerEnded = false;
    void owners.ended.then(() => (ownerEnded = true));
    await new Promise((resolve) => setTimeout(resolve, CHECK_MS * 4));
    expect(ownerEnded).toBe(false);
  });
});
