/**
 * Seeds two companies for the pipeline bench: a big one with 3,000 jobs and 30,000
 * applications, and a small one with 3 jobs and 30 applications, each application from its own
 * applicant pair (user, job), with stages mixed as a live board has them. Run as a script:
 * `tsx bench/seed-pipeline.ts <postgres url | PGlite data directory>`.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '../src/platform/database';
import { companies } from '../src/platform/schema';
import { hashPassword } from '../src/accounts/passwords';

export const PIPELINE_PASSWORD = 'pipeline-bench-password';
export const pipelineCompanies = {
  big: { email: 'big@pipeline.bench', jobs: 3_000, applications: 30_000 },
  small: { email: 'small@pipeline.bench', jobs: 3, applications: 30 },
} as const;

async function seedCompany(
  db: Database,
  name: string,
  spec: { email: string; jobs: number; applications: number },
  passwordHash: string,
) {
  const [company] = await db
    .insert(companies)
    .values({ name, email: spec.email, passwordHash, imageKey: `logos/${randomUUID()}.png` })
    .returning({ id: companies.id });
  if (!company) throw new Error('no company');
  const now = Date.now();
  await db.execute(sql`
    insert into jobs (company_id, title, description, location, category, level, salary, posted_at)
    select ${company.id}, 'Pipeline role ' || g, '<p>A role to fill.</p>', 'Mumbai', 'Programming',
      'Senior Level', 50000 + g, ${now}::bigint - g * 60000
    from generate_series(1, ${spec.jobs}) as g`);
  // Up to ten applications per applicant, each to a different job.
  const perApplicant = Math.min(10, spec.jobs);
  const applicants = Math.ceil(spec.applications / perApplicant);
  await db.execute(sql`
    insert into users (first_name, last_name, email, resume_key)
    select 'Applicant', ${name} || ' ' || g, 'applicant-' || g || '+' || ${spec.email},
      'resumes/' || gen_random_uuid() || '.pdf'
    from generate_series(1, ${applicants}) as g`);
  await db.execute(sql`
    with j as (select id, row_number() over (order by posted_at desc) - 1 as n
               from jobs where company_id = ${company.id}),
         u as (select id, row_number() over (order by email) - 1 as n
               from users where email like ${`%+${spec.email}`}),
         pairs as (select u.id as user_id, (u.n * ${perApplicant} + k) as a
                   from u, generate_series(0, ${perApplicant - 1}) as k)
    insert into applications (user_id, job_id, company_id, status, applied_at)
    select p.user_id, j.id, ${company.id},
      (array['Pending','Pending','Pending','Shortlisted','Interviewing','Accepted','Rejected',
             'Withdrawn'])[1 + p.a % 8],
      ${now}::bigint - p.a * 1000
    from pairs p join j on j.n = p.a % ${spec.jobs}
    where p.a < ${spec.applications}`);
  // What autovacuum would do after a bulk load: statistics, and the visibility map that lets a
  // count be read from an index alone.
  await db.execute(sql`vacuum analyze`);
}

export async function seedPipeline(db: Database): Promise<void> {
  const passwordHash = await hashPassword(PIPELINE_PASSWORD);
  await seedCompany(db, 'Big Pipeline', pipelineCompanies.big, passwordHash);
  await seedCompany(db, 'Small Pipeline', pipelineCompanies.small, passwordHash);
}

/** A new, empty database on the PostgreSQL server at `adminUrl`; its URL. */
async function freshDatabase(adminUrl: string): Promise<string> {
  const name = `pipeline_bench_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.href;
}

// As a script: seeds a fresh database on the PostgreSQL server given, or the PGlite directory
// given, and prints where (the URL, or the directory).
if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '')) {
  const target = process.argv[2];
  if (!target) throw new Error('usage: seed-pipeline.ts <postgres url | PGlite directory>');
  const postgres = /^postgres(ql)?:/.test(target);
  const where = postgres ? await freshDatabase(target) : target;
  const handle = await openDatabase(postgres ? { url: where } : { dataDir: where });
  await seedPipeline(handle.db);
  await handle.close();
  console.log(where);
}
