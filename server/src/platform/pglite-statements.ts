import { parse, protocol, type PGlite } from '@electric-sql/pglite';

interface Prepared {
  name: string;
  types: number[];
}

const { serialize } = protocol;

const concat = (parts: Uint8Array[]): Uint8Array => {
  const all = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  return all;
};

/**
 * Runs statements on PGlite as named prepared statements, each parsed and described once, so
 * that PostgreSQL's plan cache keeps their plans as `pg`'s named queries do on a server.
 * `client.query` parses, plans and describes a statement on every call, in five calls into the
 * WebAssembly module, and planning was most of the cost of a page of the job list; here a call
 * is one round of bind, describe, execute and sync (docs/performance.md, "Figures behind code
 * comments"). Values and rows go through the
 * client's own serializers and parsers, as with `client.query`, and the same two locks are held,
 * so a statement never runs inside another caller's open transaction.
 */
export function preparedStatements(client: PGlite) {
  const prepared = new Map<string, Prepared>();
  // Names are never reused: a statement dropped from the map may still exist in the session.
  let made = 0;

  async function prepare(text: string): Promise<Prepared> {
    const known = prepared.get(text);
    if (known) return known;
    made += 1;
    const name = `prepared_${made}`;
    const { messages } = await client.execProtocol(
      concat([
        serialize.parse({ name, text }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const statement = { name, types: parse.parseDescribeStatementResults(messages) };
    prepared.set(text, statement);
    return statement;
  }

  async function execute<T>(text: string, params: unknown[]): Promise<T[]> {
    const { name, types } = await prepare(text);
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const toText = client.serializers[types[index] ?? 0];
      if (toText) return toText(value);
      // Text, as client.query sends a type it has no serializer for (our values are plain).
      if (typeof value === 'string') return value;
      if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
        return String(value);
      return JSON.stringify(value);
    });
    try {
      const { messages } = await client.execProtocol(
        concat([
          serialize.bind({ statement: name, values }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ]),
        { syncToFs: false },
      );
      return (parse.parseResults(messages, client.parsers)[0]?.rows ?? []) as T[];
    } catch (error) {
      // Prepared again next time, in case the statement is what failed.
      prepared.delete(text);
      throw error;
    }
  }

  return <T>(text: string, params: unknown[]): Promise<T[]> =>
    client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        const rows = await execute<T>(text, params);
        await client.syncToFs();
        return rows;
      }),
    );
}
