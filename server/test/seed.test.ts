import { JOB_CATEGORIES, JOB_LEVELS, JOB_LOCATIONS } from 'shared-api/contract';
import { applications, companies, jobs, users } from '../src/platform/schema';
import { MemoryStorage } from '../src/platform/storage';
import { seedDemoData } from '../src/seed/seed';
import { createTestApp } from './helpers/app';
import { databaseKinds, openTestDatabase } from './helpers/databases';

describe.each(databaseKinds)('demo data on %s', (kind) => {
  it('fills an empty database once, covering every category, location and level', async () => {
    const database = await openTestDatabase(kind);
    try {
      const storage = new MemoryStorage();
      expect(await seedDemoData(database.db, storage)).toBe(true);
      const allJobs = await database.db.select().from(jobs);
      expect(allJobs.length).toBeGreaterThanOrEqual(30);
      expect(new Set(allJobs.map((j) => j.category))).toEqual(new Set(JOB_CATEGORIES));
      expect(new Set(allJobs.map((j) => j.location))).toEqual(new Set(JOB_LOCATIONS));
      expect(new Set(allJobs.map((j) => j.level))).toEqual(new Set(JOB_LEVELS));
      const allCompanies = await database.db.select().from(companies);
      expect(allCompanies.length).toBeGreaterThanOrEqual(3);
      for (const company of allCompanies) expect(storage.files.has(company.imageKey)).toBe(true);
      const [seeker] = await database.db.select().from(users);
      expect(
        seeker?.resumeKey && storage.files.get(seeker.resumeKey)?.subarray(0, 5).toString(),
      ).toBe('%PDF-');
      expect((await database.db.select().from(applications)).length).toBeGreaterThan(0);

      expect(await seedDemoData(database.db, storage)).toBe(false);
      expect((await database.db.select().from(jobs)).length).toBe(allJobs.length);
    } finally {
      await database.close();
    }
  });

  it('lets a visitor trying the demo find jobs by a skill their titles do not name', async () => {
    const { app, close } = await createTestApp(kind, { seedDemoData: true });
    try {
      const titlesFor = async (q: string) => {
        const response = await app.inject({ url: `/api/jobs?q=${encodeURIComponent(q)}` });
        expect(response.statusCode).toBe(200);
        const body = response.json<{ jobs: { title: string }[]; total: number }>();
        return new Set(body.jobs.map((job) => job.title));
      };
      // React is named in Frontend and Full Stack descriptions only.
      expect(await titlesFor('react')).toEqual(
        new Set(['Frontend Developer', 'Full Stack Developer']),
      );
      expect(await titlesFor('figma')).toEqual(new Set(['UI Designer', 'Product Designer']));
      expect(await titlesFor('"apache spark"')).toEqual(new Set(['Data Engineer']));
    } finally {
      await close();
    }
  });
});
