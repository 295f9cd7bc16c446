import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/platform/database';
import { companyCall, jobAnswer, specJob } from './postings';
import { logoFile, multipart } from './multipart';
import { QUESTIONS } from './screening';
import { joinAs } from './team';
import { seekerCall, signUpSeeker, uploadResume } from './privacy';

export const COMPANY = {
  name: 'Quillowmere Analytics',
  email: 'owner@quillowmere.example',
  password: 'company-password-9',
};
export const APPLICANT = {
  firstName: 'Ottoline',
  lastName: 'Brackenbury',
  email: 'ottoline.brackenbury@example.test',
  password: 'seeker-password-9',
};
export const APPLICANT_PHONE = '+91 91234 56789';
export const COVER = 'Ottoline would love to count things.';
export const NOTE = 'Call back on Monday about the offer.';
export const JOB_TITLE = 'Dataflow Cartographer';

/** Registers a company through the API, so its logo is a stored file: its token and id. */
export async function registerCompany(app: FastifyInstance) {
  const { payload, headers } = multipart(COMPANY, logoFile());
  const res = await app.inject({ method: 'POST', url: '/api/company/register', payload, headers });
  if (res.statusCode !== 200) throw new Error(`register: ${res.statusCode} ${res.body}`);
  const body = res.json<{ token: string; company: { _id: string; image: string } }>();
  return { token: body.token, id: body.company._id, logo: body.company.image };
}

/**
 * A company with a logo, an admin and a viewer, a job with questions, an applicant who answered
 * them with a cover letter, and a note (which leaves an activity entry).
 */
export async function companyWithEverything(app: FastifyInstance, db: Database) {
  const owner = await registerCompany(app);
  const admin = await joinAs(app, db, owner.token, 'admin@quillowmere.example', 'admin');
  const viewer = await joinAs(app, db, owner.token, 'viewer@quillowmere.example', 'viewer');
  const call = companyCall(app, owner.token);
  const posted = await call('post-job', { ...specJob, title: JOB_TITLE, questions: QUESTIONS });
  if (posted.statusCode !== 200) throw new Error(`post-job: ${posted.body}`);
  const jobId = posted.json<{ job: { _id: string } }>().job._id;
  const asked = (await jobAnswer(app, jobId)).questions ?? [];

  const seeker = await signUpSeeker(app, APPLICANT);
  const as = seekerCall(app, seeker.token);
  await uploadResume(app, seeker.token);
  await as('POST', '/api/users/profile', { phone: APPLICANT_PHONE });
  const answers = asked.map((q, i) => ({ questionId: q.id, answer: ['yes', 'Go', 'Soon'][i] }));
  const applied = await as('POST', '/api/users/apply', { jobId, answers, coverLetter: COVER });
  if (applied.statusCode !== 200) throw new Error(`apply: ${applied.body}`);
  const mine = await as('GET', '/api/users/applications');
  const applicationId = mine.json<{ applications: { _id: string }[] }>().applications[0]?._id;
  if (!applicationId) throw new Error('no application');
  const noted = await call('add-note', { applicationId, text: NOTE });
  if (noted.statusCode !== 200) throw new Error(`add-note: ${noted.body}`);
  return { owner, admin, viewer, jobId, seeker, as, applicationId };
}
