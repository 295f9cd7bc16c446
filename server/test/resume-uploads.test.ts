import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { replaceResumeKey } from '../src/accounts/account-queries';
import { users } from '../src/platform/schema';
import { createTestApp, storedFiles, type TestContext } from './helpers/app';
import { databaseKinds } from './helpers/databases';
import { createUser, userToken } from './helpers/factories';
import { multipart, resumeFile } from './helpers/multipart';

describe.each(databaseKinds)('replacing a resume many times at once, on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(async () => ctx.close());

  it('names every replaced key to exactly one replacement', async () => {
    const user = await createUser(ctx.database.db);
    const keys = Array.from({ length: 30 }, () => `resumes/${randomUUID()}.pdf`);
    const swaps = await Promise.all(
      keys.map((key) =>
        replaceResumeKey(ctx.database.db, user.id, {
          key,
          name: 'resume.pdf',
          uploadedAt: Date.now(),
        }),
      ),
    );
    const previous = swaps.map((swap) => swap.previous);
    const [row] = await ctx.database.db
      .select({ resumeKey: users.resumeKey })
      .from(users)
      .where(eq(users.id, user.id));
    // A chain: the first replaced nothing, each later one the key before it, and the last stays.
    expect(previous.filter((key) => key === null)).toHaveLength(1);
    expect(new Set(previous).size).toBe(30);
    expect([...previous.filter(Boolean), row?.resumeKey].sort()).toEqual([...keys].sort());
  });

  it('leaves one stored resume, the recorded one, after 30 uploads at once', async () => {
    const user = await createUser(ctx.database.db);
    const authorization = `Bearer ${await userToken(ctx.app, user.id)}`;
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => {
        const { payload, headers } = multipart({}, resumeFile(Buffer.from(`%PDF-1.4 ${i}`)));
        return ctx.app.inject({
          method: 'POST',
          url: '/api/users/update-resume',
          payload,
          headers: { ...headers, authorization },
        });
      }),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.every((status) => status === 200 || status === 429)).toBe(true);
    expect(statuses).toContain(200);
    // A few at a time: the rest are told to wait.
    expect(statuses).toContain(429);
    const refused = answers.find((res) => res.statusCode === 429);
    expect(refused?.json()).toEqual({
      success: false,
      message: 'Another resume upload is still under way. Please wait for it to finish.',
    });
    const [row] = await ctx.database.db
      .select({ resumeKey: users.resumeKey })
      .from(users)
      .where(eq(users.id, user.id));
    const resumes = [...storedFiles(ctx.app).keys()].filter((key) => key.startsWith('resumes/'));
    expect(resumes).toEqual([row?.resumeKey]);

    // Once they are done, the user may upload again.
    const { payload, headers } = multipart({}, resumeFile());
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/update-resume',
      payload,
      headers: { ...headers, authorization },
    });
    expect(again.statusCode).toBe(200);
  });
});
