import { randomUUID } from 'node:crypto';
import type { Database } from '../platform/database';
import { hashPassword } from '../accounts/passwords';
import type { FileStorage } from '../platform/storage';
import {
  cycle,
  DEMO_RECRUITER,
  DEMO_SEEKER,
  demoCompanies,
  demoJobs,
  demoResumePdf,
  logoSvg,
} from './demo-content';
import { hasAnyCompany, insertDemoRows } from './seed-queries';

const HOUR = 3_600_000;

/** Fills an empty database with demo data; answers false when there is data already. */
export async function seedDemoData(
  db: Database,
  storage: FileStorage,
  now = Date.now(),
): Promise<boolean> {
  if (await hasAnyCompany(db)) return false;

  const passwordHash = await hashPassword(DEMO_RECRUITER.password);
  const companyRows = await Promise.all(
    demoCompanies.map(async (company, index) => {
      const imageKey = `logos/${randomUUID()}.svg`;
      await storage.put(imageKey, Buffer.from(logoSvg(company.name, company.color)));
      const slug = company.name.toLowerCase().replace(/[^a-z]+/g, '-');
      // The first company is the demo recruiter's.
      const email = index === 0 ? DEMO_RECRUITER.email : `hr@${slug}.example`;
      // Demo companies' addresses lead nowhere: taken as verified, so that with
      // REQUIRE_EMAIL_VERIFICATION their new jobs are published as ever.
      const emailVerifiedAt = new Date(now);
      return {
        id: randomUUID(),
        name: company.name,
        email,
        passwordHash,
        imageKey,
        emailVerifiedAt,
      };
    }),
  );
  const resumeKey = `resumes/${randomUUID()}.pdf`;
  await storage.put(resumeKey, demoResumePdf());
  const seekerHash = await hashPassword(DEMO_SEEKER.password);

  const jobRows = demoJobs().map((job) => ({
    id: randomUUID(),
    companyId: cycle(companyRows, job.companyIndex).id,
    title: job.title,
    description: job.description,
    location: job.location,
    category: job.category,
    level: job.level,
    salary: job.salary,
    salaryMax: job.salaryRange === null ? null : job.salary + job.salaryRange,
    employmentType: job.employmentType,
    workplace: job.workplace,
    postedAt: now - job.hoursAgo * HOUR,
    closesAt: now + job.closesInDays * 24 * HOUR,
  }));
  const seekerId = randomUUID();
  const { firstName, lastName, email } = DEMO_SEEKER;
  const statuses = ['Pending', 'Accepted', 'Rejected'] as const;
  await insertDemoRows(db, {
    companies: companyRows,
    jobs: jobRows,
    seeker: {
      id: seekerId,
      firstName,
      lastName,
      email,
      resumeKey,
      resumeName: `${firstName} ${lastName} resume.pdf`,
      resumeUploadedAt: now,
    },
    credentials: { userId: seekerId, email, passwordHash: seekerHash },
    applications: statuses.map((status, i) => {
      const job = cycle(jobRows, i * 2);
      return {
        userId: seekerId,
        jobId: job.id,
        companyId: job.companyId,
        status,
        appliedAt: now - i * HOUR,
      };
    }),
  });
  return true;
}
