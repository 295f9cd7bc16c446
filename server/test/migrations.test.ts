import fs from 'node:fs';
import path from 'node:path';
import { migrationsDir } from '../src/platform/paths';

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
