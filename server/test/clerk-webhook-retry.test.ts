import { eq } from 'drizzle-orm';
import { users } from '../src/platform/schema';
import type { TestContext } from './helpers/app';
import { createClerkTestApp, deliverClerkEvent } from './helpers/clerk';
import { databaseKinds } from './helpers/databases';

/**
 * Clerk (svix) retries a delivery that was not answered 2xx, with the same message id. A
 * `user.deleted` that failed once (a deadlock, a failover: the erase rolled back) must be
 * applied when it comes again, not answered "already handled" with the person still there.
 */
describe.each(databaseKinds)('a Clerk delivery retried after a failure, on %s', (kind) => {
  let ctx: TestContext;
  let webhookSecret: string;
  beforeAll(async () => {
    ({ ctx, webhookSecret } = await createClerkTestApp(kind));
  });
  afterAll(() => ctx.close());

  const deliver = (id: string, event: object) =>
    deliverClerkEvent(ctx.app, webhookSecret, id, event);

  it('erases the person on the retry of a user.deleted that failed', async () => {
    const profile = {
      id: 'user_retried',
      first_name: 'Retried',
      last_name: 'Person',
      primary_email_address_id: 'e1',
      email_addresses: [{ id: 'e1', email_address: 'retried@example.test' }],
    };
    expect((await deliver('msg_created', { type: 'user.created', data: profile })).statusCode).toBe(
      200,
    );
    const deleted = { type: 'user.deleted', data: { id: 'user_retried', deleted: true } };

    // The erase's transaction fails once, as a deadlock or a dropped connection would.
    const db = ctx.app.db;
    const transaction = db.transaction.bind(db);
    db.transaction = () => Promise.reject(new Error('connection terminated'));
    let first;
    try {
      first = await deliver('msg_deleted', deleted);
    } finally {
      db.transaction = transaction;
    }
    expect(first.statusCode).toBeGreaterThanOrEqual(500);

    const retried = await deliver('msg_deleted', deleted);
    expect(retried.statusCode).toBe(200);
    const [row] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'retried@example.test'));
    expect(row).toBeUndefined();
  });
});
