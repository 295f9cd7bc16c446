import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import {
  DAY_MS,
  EMPLOYMENT_TYPES,
  JOB_CATEGORIES,
  JOB_LEVELS,
  JOB_LOCATIONS,
  SALARY_PERIODS,
  WORKPLACES,
} from 'shared-api/contract';
import type { Database } from '../src/platform/database';
import { companies, jobs } from '../src/platform/schema';

const seniority = ['Junior', 'Senior', 'Lead', 'Principal', 'Staff', 'Associate', ''];
const roles = [
  'Frontend Engineer',
  'Backend Engineer',
  'Full Stack Developer',
  'Data Scientist',
  'Data Analyst',
  'Machine Learning Engineer',
  'Product Designer',
  'UX Researcher',
  'Network Administrator',
  'Security Analyst',
  'Penetration Tester',
  'Engineering Manager',
  'Product Manager',
  'Marketing Specialist',
  'Growth Marketer',
  'DevOps Engineer',
  'Site Reliability Engineer',
  'QA Engineer',
  'Mobile Developer',
  'Cloud Architect',
];
const stacks = ['React', 'Node.js', 'Python', 'Go', 'Java', 'AWS', 'Kubernetes', 'SQL', ''];

/** About 1 KB of sanitised HTML, as the add-job editor produces. */
const description = (i: number) =>
  `<p>We are hiring for team ${i % 97}. ${'You will build, ship and run features used by many people. '.repeat(7)}</p>` +
  `<ul><li>Own your work end to end</li><li>Work with design and product</li><li>Mentor others</li></ul>` +
  `<p><strong>Nice to have:</strong> ${'experience with modern tooling and a taste for simple code. '.repeat(3)}</p>`;

export const pick = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;

/** A realistic job title, varied enough that a title search matches some and not others. */
export function benchTitle(i: number): string {
  return [pick(seniority, i * 7), pick(roles, i), pick(stacks, i * 13)]
    .filter((part) => part !== '')
    .join(' ');
}

/**
 * Seeds `count` jobs from 50 companies: every category, location and level, 1 KB descriptions,
 * a tenth hidden, one a minute back from now. Every job has a closing date: one in 20
 * has passed it and one in 33 is closed, so lists and counts skip them as they would on a live
 * board; terms and pay ranges vary. Returns some listed job ids.
 */
export async function seedBenchJobs(db: Database, count: number): Promise<string[]> {
  const companyRows = await db
    .insert(companies)
    .values(
      Array.from({ length: 50 }, (_, c) => ({
        name: `Company ${c}`,
        email: `bench-${c}@bench.test`,
        passwordHash: 'not-a-password',
        imageKey: `logos/${randomUUID()}.png`,
      })),
    )
    .returning({ id: companies.id });
  const now = Date.now();
  for (let start = 0; start < count; start += 1000) {
    await db.insert(jobs).values(
      Array.from({ length: Math.min(1000, count - start) }, (_, k) => {
        const i = start + k;
        return {
          companyId: pick(companyRows, i * 31).id,
          title: benchTitle(i),
          description: description(i),
          // Independent of each other: every category, location and level combination occurs.
          category: pick(JOB_CATEGORIES, i),
          location: pick(JOB_LOCATIONS, Math.floor(i / 7)),
          level: pick(JOB_LEVELS, Math.floor(i / 49)),
          salary: 20_000 + ((i * 7919) % 180_000),
          visible: i % 10 !== 3,
          postedAt: now - (count - i) * 60_000,
          salaryMax: i % 2 === 0 ? 20_000 + ((i * 7919) % 180_000) + 30_000 : null,
          salaryPeriod: pick(SALARY_PERIODS, Math.floor(i / 11) % 10 === 0 ? i : 0),
          employmentType: pick(EMPLOYMENT_TYPES, i * 3),
          workplace: pick(WORKPLACES, Math.floor(i / 5)),
          closesAt: i % 20 === 7 ? now - DAY_MS : now + (1 + (i % 60)) * DAY_MS,
          expired: i % 20 === 7,
          closedAt: i % 33 === 5 ? now - DAY_MS : null,
        };
      }),
    );
  }
  // What autovacuum would do after a bulk load (PGlite has none; the server does it at start).
  await db.execute(sql`vacuum analyze`);
  const ids = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(eq(jobs.listed, true))
    .orderBy(sql`random()`)
    .limit(200);
  return ids.map((row) => row.id);
}
