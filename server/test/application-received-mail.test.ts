import { SUBJECT_MAX } from '../src/mail/message';
import { appWithSmtp } from './helpers/smtp-app';
import { databaseKinds } from './helpers/databases';
import { companyToken, createCompany, createJob, createUser, userToken } from './helpers/factories';
import { companyCall, jobAnswer, specJob } from './helpers/postings';
import { QUESTIONS } from './helpers/screening';
import type { ReceivedMail } from './helpers/smtp';

const SITE = 'https://jobs.example';
const linksOf = (mail: ReceivedMail | undefined) =>
  [...(mail?.parsed.text ?? '').matchAll(/https?:\/\/\S+/g)].map((m) => m[0]);

describe.each(databaseKinds)('"application received" mail to the applicant, on %s', (kind) => {
  const setup = appWithSmtp(kind, { siteUrl: SITE });

  const apply = async (userId: string, payload: object) =>
    setup.ctx.app.inject({
      method: 'POST',
      url: '/api/users/apply',
      headers: { authorization: `Bearer ${await userToken(setup.ctx.app, userId)}` },
      payload,
    });
  /** What `to` received once everything due has gone. */
  const mailTo = async (to: string, count: number) => {
    await setup.ctx.app.mail.drain();
    const deadline = Date.now() + 5_000;
    let mine: ReceivedMail[] = [];
    while (Date.now() < deadline) {
      mine = setup.smtp.received.filter((mail) => mail.recipients.includes(to));
      if (mine.length >= count) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return mine;
  };

  it('tells them the job, the company and what happens next', async () => {
    const db = setup.ctx.database.db;
    const company = await createCompany(db, { name: 'Orbit Labs' });
    const job = await createJob(db, company.id, { title: 'Data Analyst' });
    const user = await createUser(db, {
      firstName: 'Asha',
      email: 'asha.received@example.test',
      resumeKey: 'resumes/x.pdf',
    });
    expect((await apply(user.id, { jobId: job.id })).statusCode).toBe(200);
    const [mail] = await mailTo('asha.received@example.test', 1);
    expect(mail?.parsed.subject).toBe('Application received: Data Analyst at Orbit Labs');
    expect(mail?.parsed.text).toContain('Hello Asha,');
    expect(mail?.parsed.text).toContain(
      'Your application for Data Analyst at Orbit Labs has reached the company',
    );
    expect(mail?.parsed.text).toContain('What happens next:');
    expect(linksOf(mail)).toEqual([`${SITE}/applications`]);
    expect(mail?.parsed.html).toContain(`href="${SITE}/applications"`);
    // The company hears of it as before, in its own message.
    const [notice] = await mailTo(company.email, 1);
    expect(notice?.parsed.subject).toMatch(/^New applicant for Data Analyst: Asha /);
  });

  it('flattens names and titles to one line and cuts a long subject', async () => {
    const db = setup.ctx.database.db;
    const company = await createCompany(db, { name: 'Orbit\r\nBcc: eve@x.test' });
    const job = await createJob(db, company.id, {
      title: `Senior\nEngineer ${Array.from({ length: 80 }, () => 'Platform').join(' ')}`,
    });
    const user = await createUser(db, {
      firstName: 'Ravi',
      email: 'ravi.received@example.test',
      resumeKey: 'resumes/x.pdf',
    });
    expect((await apply(user.id, { jobId: job.id })).statusCode).toBe(200);
    const [mail] = await mailTo('ravi.received@example.test', 1);
    const subject = mail?.parsed.subject ?? '';
    expect(subject).toMatch(/^Application received: Senior Engineer Platform .*…$/);
    expect(subject).not.toMatch(/[\r\n]/);
    expect(subject.length).toBeLessThanOrEqual(SUBJECT_MAX);
    expect(mail?.recipients).toEqual(['ravi.received@example.test']);
    expect(mail?.parsed.text).toContain('at Orbit Bcc: eve@x.test has reached');
  });

  it('sends nothing for a refused application, nor to a person without an address', async () => {
    const db = setup.ctx.database.db;
    const company = await createCompany(db);
    const token = await companyToken(setup.ctx.app, company.id);
    const posted = await companyCall(setup.ctx.app, token)('post-job', {
      ...specJob,
      questions: QUESTIONS,
    });
    const jobId = posted.json<{ job: { _id: string } }>().job._id;
    expect((await jobAnswer(setup.ctx.app, jobId)).questions).toHaveLength(3);
    const user = await createUser(db, {
      email: 'refused.received@example.test',
      resumeKey: 'resumes/x.pdf',
    });
    expect((await apply(user.id, { jobId })).statusCode).toBe(400);

    const plain = await createJob(db, company.id);
    const silent = await createUser(db, { email: null, resumeKey: 'resumes/x.pdf' });
    const before = setup.smtp.received.length;
    expect((await apply(silent.id, { jobId: plain.id })).statusCode).toBe(200);
    // Only the company's message about its applicant goes.
    await setup.ctx.app.mail.drain();
    await setup.smtp.waitFor(before + 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(setup.smtp.received.slice(before).flatMap((mail) => mail.recipients)).toEqual([
      company.email,
    ]);
    expect(setup.smtp.received.some((mail) => mail.recipients.includes(user.email ?? ''))).toBe(
      false,
    );
  });
});
