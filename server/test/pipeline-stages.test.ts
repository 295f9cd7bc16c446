import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { APPLICATION_STAGES, APPLICATION_STATUSES, stagePipeline } from 'shared-api/contract';
import { statusList } from '../src/platform/schema';
import { databaseKinds, openTestDatabase } from './helpers/databases';

describe.each(databaseKinds)('the stages in the database, on %s', (kind) => {
  it("holds exactly the contract's stages in its check: a stage added there needs a migration", async () => {
    const database = await openTestDatabase(kind);
    try {
      const [row] = await database.run<{ definition: string }>(
        sql`select pg_get_constraintdef(oid) as definition from pg_constraint
          where conname = 'applications_status_valid'`,
      );
      const listed = [...(row?.definition ?? '').matchAll(/'([^']+)'/g)].map((m) => m[1]);
      // Fails when the contract's list and the migrations part: write the migration
      // (`drizzle-kit generate`, which reads the check from the same list).
      expect(listed).toEqual([...APPLICATION_STATUSES]);
    } finally {
      await database.close();
    }
  });
});

describe('the check the schema declares', () => {
  it('follows the stage list, a stage added in memory included', () => {
    const withOffer = stagePipeline([
      ...APPLICATION_STAGES.slice(0, 3),
      { name: 'Offered', kind: 'step' },
      ...APPLICATION_STAGES.slice(3),
    ]);
    const text = (statuses: readonly string[]) =>
      new PgDialect().sqlToQuery(statusList(statuses)).sql;
    expect(text(APPLICATION_STATUSES)).toBe(
      "('Pending', 'Shortlisted', 'Interviewing', 'Accepted', 'Rejected', 'Withdrawn')",
    );
    expect(text(withOffer.statuses)).toContain("'Interviewing', 'Offered', 'Accepted'");
  });
});
