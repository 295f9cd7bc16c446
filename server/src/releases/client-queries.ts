import { lt, sql } from 'drizzle-orm';
import type { Database } from '../platform/database';
import { releaseClients, releaseStats } from '../platform/schema';

/** A client address (as its keyed hash) served a page of a version, or reporting its error. */
export interface ClientSeen {
  remote: string;
  version: string;
  kind: 'load' | 'error';
  client: string;
}

/**
 * Adds a batch's client addresses to the judgement's counts in one statement: an address new to
 * the version and kind is kept and counted; one already kept, by this process or another,
 * changes nothing (as job views count a visitor once, decision 42).
 */
export async function recordClients(db: Database, seen: readonly ClientSeen[]): Promise<void> {
  if (seen.length === 0) return;
  await db.execute(sql`
    with fresh as (
      insert into ${releaseClients} (remote, version, kind, client)
      select c.remote, c.version, c.kind, c.client
        from unnest(${sql.param(seen.map((c) => c.remote))}::text[],
                    ${sql.param(seen.map((c) => c.version))}::text[],
                    ${sql.param(seen.map((c) => c.kind))}::text[],
                    ${sql.param(seen.map((c) => c.client))}::text[]) as c(remote, version, kind, client)
      on conflict do nothing
      returning remote, version, kind
    )
    insert into ${releaseStats} (remote, version, client_loads, client_errors)
    select remote, version,
           count(*) filter (where kind = 'load'), count(*) filter (where kind = 'error')
      from fresh group by remote, version
    on conflict (remote, version) do update set
      client_loads = ${releaseStats.clientLoads} + excluded.client_loads,
      client_errors = ${releaseStats.clientErrors} + excluded.client_errors`);
}

/** Forgets the addresses first counted before `before`: each may count once more from then on. */
export async function purgeClients(db: Database, before: Date): Promise<void> {
  await db.delete(releaseClients).where(lt(releaseClients.firstSeen, before));
}
