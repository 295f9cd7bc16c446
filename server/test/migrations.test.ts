import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrationsDir, serverRoot } from '../src/platform/paths';

describe('the migration journal', () => {
  it('dates every migration after the one before it, or the migrator would skip it', () => {
    // drizzle applies a migration only when its `when` is later than the last applied one's.
    // 0002 was hand-dated ahead of the clock, so a migration generated since (dated now) would be
    // passed over in silence on every database that has 0002: give it a later `when` by hand.
    const journal = JSON.parse(
      fs.readFileSync(path.join(migrationsDir, 'meta', '_journal.json'), 'utf8'),
    ) as { entries: { idx: number; when: number; tag: string }[] };
    const entries = [...journal.entries].sort((a, b) => a.idx - b.idx);
    for (const [i, entry] of entries.entries()) {
      const before = entries[i - 1];
      if (before)
        expect({ tag: entry.tag, later: entry.when > before.when }).toEqual({
          tag: entry.tag,
          later: true,
        });
      expect(fs.existsSync(path.join(migrationsDir, `${entry.tag}.sql`))).toBe(true);
    }
  });
});

describe("drizzle-kit's snapshots", () => {
  it('hold the schema as it is, so that the next generated migration holds only what changes', () => {
    // Migrations written by hand leave drizzle-kit's last snapshot behind the schema: the next
    // `pnpm db:generate` would then write their tables again. Generated into a copy, never here.
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'drizzle-'));
    try {
      fs.cpSync(migrationsDir, copy, { recursive: true });
      const output = execFileSync(
        path.join(serverRoot, 'node_modules', '.bin', 'drizzle-kit'),
        [
          // drizzle.config.ts's settings, but for `out`: the config takes no flag beside it.
          'generate',
          '--dialect=postgresql',
          '--schema=./src/platform/schema.ts',
          // drizzle-kit reads `out` as relative to the working directory.
          `--out=${path.relative(serverRoot, copy)}`,
        ],
        // A change it cannot tell from a rename makes it ask, and no one would answer: a synchronous
        // call must end on its own for the test to fail rather than hang.
        { cwd: serverRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 60_000 },
      );
      expect(output).toContain('No schema changes');
      expect(fs.readdirSync(copy).filter((file) => file.endsWith('.sql'))).toEqual(
        fs.readdirSync(migrationsDir).filter((file) => file.endsWith('.sql')),
      );
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
    }
  });
});
