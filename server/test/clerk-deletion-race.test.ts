import { eq } from 'drizzle-orm';
import { SignJWT, type CryptoKey } from 'jose';
import { users } from '../src/platform/schema';
import type { TestContext } from './helpers/app';
import { createClerkTestApp, deliverClerkEvent } from './helpers/clerk';
import { databaseKinds } from './helpers/databases';
const TRIES = 30;

/**
 * Clerk delivers webhooks concurrently and out of order. A `user.deleted` answered 200 is never
 * sent again, so however the profile events interleave with it, the person must not be left
 * with a row that holds their name and email (decision 43: "it must not come back").
 */
describe.each(databaseKinds)('a Clerk deletion racing a profile event, on %s', (kind) => {
  let ctx: TestContext;
  let privateKey: CryptoKey;
  let webhookSecret: string;
  beforeAll(async () => {
    ({ ctx, privateKey, webhookSecret } = await createClerkTestApp(kind));
  });
  afterAll(() => ctx.close());

  const deliver = (id: string, event: object) =>
    deliverClerkEvent(ctx.app, webhookSecret, id, event);

  it('never leaves the deleted person a row with their name and email', async () => {
    const recreated: string[] = [];
    for (let i = 0; i < TRIES; i += 1) {
      const clerkId = `user_race_${kind}_${i}`;
      const profile = {
        id: clerkId,
        first_name: 'Erased',
        last_name: 'Person',
        primary_email_address_id: 'e1',
        email_addresses: [{ id: 'e1', email_address: `erased.${i}@example.test` }],
      };
      const answers = await Promise.all([
        deliver(`msg_created_${kind}_${i}`, { type: 'user.created', data: profile }),
        deliver(`msg_deleted_${kind}_${i}`, { type: 'user.deleted', data: { id: clerkId } }),
      ]);
      expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
      const rows = await ctx.database.db.select().from(users).where(eq(users.clerkId, clerkId));
      if (rows.some((row) => row.email !== null)) recreated.push(clerkId);
    }
    expect(recreated).toEqual([]);
  });

  // The person's own deletion takes no Clerk lock: a profile event whose insert waited on their
  // row while it was erased must not land as a new row once the erase has committed.
  it('never lets a profile event bring back a person who deleted their own account', async () => {
    const recreated: string[] = [];
    for (let i = 0; i < TRIES; i += 1) {
      const clerkId = `user_self_${kind}_${i}`;
      const email = `self.${i}@example.test`;
      const profile = (updatedAt: number) => ({
        id: clerkId,
        updated_at: updatedAt,
        first_name: 'Erased',
        last_name: 'Self',
        primary_email_address_id: 'e1',
        email_addresses: [{ id: 'e1', email_address: email }],
      });
      await deliver(`msg_self_created_${kind}_${i}`, { type: 'user.created', data: profile(1) });
      const token = await new SignJWT({ sub: clerkId })
        .setProtectedHeader({ alg: 'RS256' })
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(privateKey);
      const answers = await Promise.all([
        deliver(`msg_self_updated_${kind}_${i}`, { type: 'user.updated', data: profile(2) }),
        ctx.app.inject({
          method: 'POST',
          url: '/api/users/delete-account',
          headers: { authorization: `Bearer ${token}` },
          payload: { email },
        }),
      ]);
      expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
      const rows = await ctx.database.db.select().from(users).where(eq(users.email, email));
      if (rows.length > 0) recreated.push(clerkId);
    }
    expect(recreated).toEqual([]);
  });
});
