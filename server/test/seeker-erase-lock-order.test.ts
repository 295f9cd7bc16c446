import { eq } from 'drizzle-orm';
import { LINK_EXPIRED } from 'shared-api/contract';
import { issueAccountToken } from '../src/accounts/account-token-queries';
import { userCredentials, users } from '../src/platform/schema';
import { holdRow, raceFromPause, untilPaused, watchedApp } from './helpers/lock-waits';
import { seekerCall, signUpSeeker } from './helpers/privacy';
import { lacks } from './helpers/test-env';

const PASSWORD = 'seeker-lock-order-1';

/**
 * A job seeker's erase (decision 0043) locks the person's row, then deletes the sign-in and then
 * the mailed links. A reset link followed meanwhile used (locked) its link first and then set the
 * password and ended the sessions on those rows: each side held what the other waited for, and
 * PostgreSQL aborted one of them. It must wait for the erase on the person's row, taken first,
 * and then find its link gone. The erase is paused past that lock by another connection holding
 * the person's profile; PGlite has one connection, so nothing runs beside an erase there.
 */
describe.skipIf(lacks('a reset waiting on a seeker erase', 'postgres')).each(['postgres' as const])(
  "a reset link waiting on the person's erase, on %s",
  (kind) => {
    const watched = watchedApp(kind);

    it('is answered as expired, not a 500, and sets no password', async () => {
      const { ctx, watcher } = watched;
      const db = ctx.database.db;
      const email = 'lock.order@example.test';
      const seeker = await signUpSeeker(ctx.app, {
        firstName: 'Lock',
        lastName: 'Order',
        email,
        password: PASSWORD,
      });
      const as = seekerCall(ctx.app, seeker.token);
      expect((await as('POST', '/api/users/profile', { city: 'Leeds' })).statusCode).toBe(200);
      const token = await issueAccountToken(db, 'user-reset', seeker.id, 3_600_000);
      const release = await holdRow(
        ctx.database.url ?? '',
        'seeker_profiles',
        seeker.id,
        'user_id',
      );
      const erase = as('POST', '/api/users/delete-account', { email, password: PASSWORD });
      await untilPaused(watcher, release, erase);
      const reset = ctx.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token, password: 'a-brand-new-password-7' },
      });
      const [erased, answered] = await raceFromPause(watcher, release, erase, reset);
      expect(erased.statusCode).toBe(200);
      expect({ status: answered.statusCode, body: answered.json<unknown>() }).toEqual({
        status: 400,
        body: { success: false, message: LINK_EXPIRED },
      });
      const sessions = await db
        .select({ deletedAt: users.deletedAt })
        .from(users)
        .where(eq(users.id, seeker.id));
      expect(sessions[0]?.deletedAt).not.toBeNull();
      const signIn = await db
        .select()
        .from(userCredentials)
        .where(eq(userCredentials.userId, seeker.id));
      expect(signIn).toEqual([]);
    });
  },
);
