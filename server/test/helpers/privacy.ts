import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/platform/database';
import { multipart, resumeFile } from './multipart';

/** Both drivers answer a raw statement with its rows under `rows`. */
async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** Every row of every table of the app's schema, as JSON text: what a dump would hold. */
export async function databaseDump(db: Database): Promise<string> {
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE'`,
  );
  const rows: string[] = [];
  for (const { name } of tables) {
    const dumped = await rowsOf<{ row: string }>(
      db,
      sql`select row_to_json(t)::text as row from ${sql.identifier(name)} t`,
    );
    rows.push(...dumped.map((r) => `${name}: ${r.row}`));
  }
  return rows.join('\n');
}

/** A job seeker signed up with a password, as the sign-up form does: their token and id. */
export async function signUpSeeker(app: FastifyInstance, person: Record<string, string>) {
  const res = await app.inject({ method: 'POST', url: '/api/auth/sign-up', payload: person });
  if (res.statusCode !== 200) throw new Error(`sign-up: ${res.statusCode} ${res.body}`);
  const { token, user } = res.json<{ token: string; user: { _id: string } }>();
  return { token, id: user._id };
}

/** A seeker's call with their bearer token. */
export const seekerCall =
  (app: FastifyInstance, token: string) =>
  (method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });

export async function uploadResume(app: FastifyInstance, token: string) {
  const form = multipart({}, resumeFile());
  const res = await app.inject({
    method: 'POST',
    url: '/api/users/update-resume',
    headers: { ...form.headers, authorization: `Bearer ${token}` },
    payload: form.payload,
  });
  if (res.statusCode !== 200) throw new Error(`resume: ${res.statusCode} ${res.body}`);
}
