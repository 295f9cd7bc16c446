import type { Applicant } from 'shared-api/contract';
import { contentDisposition, resumeDownloadName, uploadedFileName } from '../src/files/file-names';
import { signedFileUrl } from '../src/files/signed-url';
import { createTestApp, type TestContext } from './helpers/app';
import { databaseKinds } from './helpers/databases';
import {
  companyToken,
  createApplication,
  createCompany,
  createJob,
  createUser,
  userToken,
} from './helpers/factories';
import { multipart, PDF, resumeFile } from './helpers/multipart';

const SITE = 'https://jobs.example';
// The recruiter's app served from an origin of its own (four origins), and a third-party client.
const APPS = 'https://recruit.jobs.example';
const THIRD_PARTY = 'https://partner.example';

/** The sources of a policy's frame-src, or of its default-src when it names none. */
function frameSources(policy: string): string[] {
  const directives = new Map(
    policy.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );
  return directives.get('frame-src') ?? directives.get('default-src') ?? [];
}

describe('resume file names', () => {
  it('names a download after the person, in ASCII with the full name beside it when needed', () => {
    const name = (firstName: string, lastName: string) =>
      contentDisposition('attachment', resumeDownloadName({ firstName, lastName }), 'resume.pdf');
    expect(name('Ada', 'Lovelace')).toBe('attachment; filename="Ada Lovelace - resume.pdf"');
    expect(name('José', 'Müller')).toBe(
      `attachment; filename="Jose Muller - resume.pdf"; filename*=UTF-8''Jos%C3%A9%20M%C3%BCller%20-%20resume.pdf`,
    );
    expect(name('王', '芳')).toBe(
      `attachment; filename="resume.pdf"; filename*=UTF-8''%E7%8E%8B%20%E8%8A%B3%20-%20resume.pdf`,
    );
    expect(name('Eve "x"\r\nSet-Cookie: a=b', "O'Brien\\")).toBe(
      `attachment; filename="Eve x Set-Cookie: a=b O'Brien - resume.pdf"; filename*=UTF-8''Eve%20%22x%22%20Set-Cookie%3A%20a%3Db%20O%27Brien%20-%20resume.pdf`,
    );
    expect(name('', '')).toBe('attachment; filename="resume.pdf"');
    expect(name('Grace', '')).toBe('attachment; filename="Grace - resume.pdf"');
    expect(resumeDownloadName(null)).toBe('resume.pdf');
    expect(contentDisposition('inline', 'Ada - resume.pdf', 'resume.pdf')).toBe(
      'inline; filename="Ada - resume.pdf"',
    );
  });

  it('keeps an upload’s name on one line, without folders', () => {
    expect(uploadedFileName('C:\\Users\\ada\\CV 2026.pdf', 'resume.pdf')).toBe('CV 2026.pdf');
    expect(uploadedFileName('a\r\nb\u202e.pdf', 'resume.pdf')).toBe('a b .pdf');
    expect(uploadedFileName('   ', 'resume.pdf')).toBe('resume.pdf');
    expect(uploadedFileName(undefined, 'resume.pdf')).toBe('resume.pdf');
    expect(uploadedFileName(`${'é'.repeat(300)}.pdf`, 'resume.pdf')).toHaveLength(200);
  });
});

describe.each(databaseKinds)('resume downloads and previews, on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind, {
      siteUrl: SITE,
      corsOrigins: [APPS, THIRD_PARTY],
      compatOrigins: [THIRD_PARTY],
    });
  });
  afterAll(() => ctx.close());

  /** A person with a resume, applied to a company's job; the link the company is given. */
  async function applicant(firstName: string, lastName: string) {
    const db = ctx.database.db;
    const user = await createUser(db, { firstName, lastName });
    const { payload, headers } = multipart({}, resumeFile(PDF, 'my-cv.pdf'));
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/update-resume',
      payload,
      headers: { ...headers, authorization: `Bearer ${await userToken(ctx.app, user.id)}` },
    });
    expect(uploaded.statusCode).toBe(200);
    const company = await createCompany(db);
    const job = await createJob(db, company.id);
    await createApplication(db, { userId: user.id, jobId: job.id, companyId: company.id });
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/company/applicants?page=1',
      headers: { token: await companyToken(ctx.app, company.id) },
    });
    const [row] = list.json<{ applications: Applicant[] }>().applications;
    return row?.userId.resume ?? '';
  }
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  it('downloads as "{First} {Last} - resume.pdf"', async () => {
    const link = await applicant('Zoë', 'Saldaña');
    const res = await get(link);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Zoe Saldana - resume.pdf"; filename*=UTF-8''Zo%C3%AB%20Salda%C3%B1a%20-%20resume.pdf`,
    );
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(res.rawPayload.equals(PDF)).toBe(true);
  });

  it('previews inline through the signed link, framed by the site only', async () => {
    const link = await applicant('Ada', 'Lovelace');
    for (const flag of ['inline=1', 'inline=true']) {
      const res = await get(`${link}&${flag}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toBe(
        'inline; filename="Ada Lovelace - resume.pdf"',
      );
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toBe('private, no-store');
      const csp = String(res.headers['content-security-policy']);
      expect(csp).not.toContain('sandbox');
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain(`frame-ancestors 'self' ${SITE} ${APPS}`);
      expect(csp).not.toContain(THIRD_PARTY);
      // The policy's frame-ancestors decide: a DENY beside it would refuse the preview.
      expect(res.headers['x-frame-options']).toBeUndefined();
      expect(res.rawPayload.equals(PDF)).toBe(true);
    }
    const download = await get(`${link}&inline=0`);
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    expect(download.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect((await get(`${link}&inline=yes`)).statusCode).toBe(400);
  });

  it("may be framed by the pages: their own policy's frame-src lets the preview in", async () => {
    const link = await applicant('Mary', 'Jackson');
    // The policy every page of this process carries (the API's answers carry the same).
    const page = await get('/api/jobs?page=1');
    const frameSrc = frameSources(String(page.headers['content-security-policy']));
    expect(frameSrc).not.toContain("'none'");
    // Relative: the page's own origin, which 'self' names.
    expect(link.startsWith('/files/resumes/')).toBe(true);
    expect(frameSrc).toContain("'self'");
  });

  it('previews nothing without a valid signed link', async () => {
    const link = await applicant('Grace', 'Hopper');
    const [bare = '', query = ''] = link.split('?');
    const refused = [
      `${bare}?inline=1`,
      `${bare}?${query.replace(/signature=[^&]+/, 'signature=forged')}&inline=1`,
      `${bare}?${query.replace(/expires=\d+/, 'expires=1000')}&inline=1`,
      // Signed with a key other than the server's.
      `${signedFileUrl(new Uint8Array(32), bare.replace('/files/', ''))}&inline=1`,
    ];
    for (const url of refused) {
      const res = await get(url);
      expect([res.statusCode, res.json<{ message: string }>().message]).toEqual([
        403,
        'This resume link is invalid or has expired',
      ]);
    }
  });

  it('names a resume nobody is recorded for "resume.pdf"', async () => {
    const key = 'resumes/00000000-0000-4000-8000-000000000001.pdf';
    await ctx.app.storage.put(key, PDF);
    const res = await get(ctx.app.fileUrls.resume(key));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="resume.pdf"');
  });
});
