import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema, jobDetailResponseSchema } from 'shared-api/contract';
import { fillFirstPaint, type FirstPaintValues } from 'shared-api/first-paint';
import { parseJobSearch } from 'shared-api/jobs/home-search';
import { jobFirstPaintText } from 'shared-api/jobs/job-posting-text';
import {
  MISSING_COMPANY_HEAD,
  MISSING_JOB_HEAD,
  NOT_FOUND_DESCRIPTION,
  NOT_FOUND_TITLE,
  PRIVACY_HEAD,
  TERMS_HEAD,
  SITE_DESCRIPTION,
  companyPageDescription,
  companyPageTitle,
  homeTitle,
  jobPageDescription,
  jobPageTitle,
  pageTitle,
} from 'shared-api/page-head';
import { isPinned, type PageRelease } from '../releases/live-map';
import type { AppConfig } from '../platform/config';
import { withReleaseMap } from '../releases/page-cookies';
import { findCompanyPage } from '../jobs/company-page-queries';
import { findJob } from '../jobs/job-queries';
import { withQuestions } from '../screening/job-questions';
import { jobOfDeletedCompany } from '../jobs/removed-job-queries';
import { homeJobs } from './home-jobs';
import { renderPage, type PageBody, type PageHead } from './page-head';
import { isPrivatePage } from './private-pages';
import type { SiteShell } from './site-shell';
import { siteUrls } from './site-urls';
import { companyPath, jobPath, jobPostingData, webSiteData } from './structured-data';

declare module 'fastify' {
  interface FastifyInstance {
    /** Any other page: the app with 200 when the apps route its path, else 404 (not-found handler). */
    renderOtherPage: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;
  }
}

const NOT_FOUND: PageHead = {
  title: NOT_FOUND_TITLE,
  description: NOT_FOUND_DESCRIPTION,
  robots: 'noindex',
};
const pageParams = { params: z.object({ id: z.string() }) };

/** What a page shows before any script: its remote's first paint for `screen`, filled. */
interface PageContent {
  /** The router pattern of the screen, as its remote's manifest lists it. */
  screen: string;
  values: FirstPaintValues;
  /** The API answers the screen renders first; asked for only when the page has a first paint. */
  data?: () => Promise<PageBody['data']>;
}

/**
 * The pages as crawlers and link previews read them: the shell's index.html with each
 * page's title, description, canonical link, Open Graph tags and JSON-LD in its head, and the
 * status the page deserves (404 for a path no app routes and a missing job, 410 for a closed one).
 * The app itself renders the same page in the browser.
 */
export const pagesRoutes = fp(
  async (root: FastifyInstance, { shell, config }: { shell: SiteShell; config: AppConfig }) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    async function send(
      request: FastifyRequest,
      reply: FastifyReply,
      status: number,
      head: PageHead,
      content?: PageContent,
    ) {
      // The versions of the remotes this browser loads (decision 45): their first paints.
      const release = await app.releases.forPage(request, reply);
      let template: string;
      let body: PageBody | undefined;
      try {
        template = await shell.template();
        body = content && (await firstPaint(content, release));
      } catch (error) {
        reply.log.warn({ err: error }, "the shell's index.html could not be read");
        return reply
          .status(503)
          .header('retry-after', '5')
          .type('text/plain; charset=utf-8')
          .send('The site is briefly unavailable. Please try again.');
      }
      return reply
        .status(status)
        .type('text/html; charset=utf-8')
        .header('cache-control', release ? 'private, no-cache' : 'no-cache')
        .send(withReleaseMap(renderPage(template, head, body), release?.map));
    }

    async function firstPaint({ screen, values, data }: PageContent, release: PageRelease | null) {
      const source = await shell.firstPaint(screen, release?.entries, isPinned(release));
      const html = source && fillFirstPaint(source.template, values);
      return html ? { html, styles: source.styles, data: await data?.() } : undefined;
    }

    app.get('/', { schema: { hide: true } }, async (request, reply) => {
      const urls = siteUrls(config, request);
      const search = parseJobSearch(new URLSearchParams(request.url.split('?')[1] ?? ''));
      return send(
        request,
        reply,
        200,
        {
          title: homeTitle(search),
          description: SITE_DESCRIPTION,
          // A search is the home page: searches are not pages of their own to index.
          canonical: urls.page('/'),
          openGraph: { type: 'website', url: urls.page('/') },
          jsonLd: [webSiteData(urls)],
        },
        {
          screen: '/',
          // `title` too, for a seeker build from before the hero took keywords.
          values: { q: search.q, title: search.title, location: search.location },
          data: () => homeJobs(root, search, request.log),
        },
      );
    });

    app.get(
      '/apply-jobs/:id',
      { schema: { hide: true, ...pageParams } },
      async (request, reply) => {
        const { id } = request.params;
        const job = idSchema.safeParse(id).success ? await findJob(app.db, app.fileUrls, id) : null;
        // A job whose company was deleted is gone for good (GET /api/jobs/{id} says the same).
        if (job && !job.visible && (await jobOfDeletedCompany(app.db, job._id)))
          return send(request, reply, 410, { ...MISSING_JOB_HEAD, robots: 'noindex' });
        // A hidden job does not exist for the public (GET /api/jobs/{id} says the same).
        if (!job || !job.visible)
          return send(request, reply, 404, { ...MISSING_JOB_HEAD, robots: 'noindex' });
        const urls = siteUrls(config, request);
        const head = { title: jobPageTitle(job), description: jobPageDescription(job) };
        if (job.status !== 'open') {
          // Gone: the page still shows it, with its notice, and no JobPosting is left to index.
          return send(request, reply, 410, { ...head, robots: 'noindex' });
        }
        // The job as GET /api/jobs/{id} answers it, so the screen shows the first paint's job.
        app.jobViews.count(request, job._id);
        const answer = jobDetailResponseSchema.parse({
          success: true,
          job: await withQuestions(app.db, job, 'public'),
        });
        return send(
          request,
          reply,
          200,
          {
            ...head,
            canonical: urls.page(jobPath(job._id)),
            openGraph: {
              type: 'website',
              url: urls.page(jobPath(job._id)),
              image: urls.file(job.companyId.image),
            },
            jsonLd: [jobPostingData(job, urls)],
          },
          {
            screen: '/apply-jobs/:id',
            values: { ...jobFirstPaintText(answer.job) },
            data: async () => ({ [`/api/jobs/${encodeURIComponent(job._id)}`]: answer }),
          },
        );
      },
    );

    app.get('/companies/:id', { schema: { hide: true, ...pageParams } }, async (request, reply) => {
      const { id } = request.params;
      const company = idSchema.safeParse(id).success ? await findCompanyPage(app.db, id) : null;
      if (!company)
        return send(request, reply, 404, { ...MISSING_COMPANY_HEAD, robots: 'noindex' });
      const urls = siteUrls(config, request);
      const url = urls.page(companyPath(company.id));
      return send(request, reply, 200, {
        title: companyPageTitle(company.name),
        description: companyPageDescription(company.name, company.openJobs),
        canonical: url,
        openGraph: {
          type: 'website',
          url,
          image: urls.file(app.fileUrls.public(company.imageKey)),
        },
      });
    });

    // The shell's own reading pages: their titles for crawlers and link previews.
    for (const [path, head] of [
      ['/privacy', PRIVACY_HEAD],
      ['/terms', TERMS_HEAD],
    ] as const) {
      app.get(path, { schema: { hide: true } }, async (request, reply) =>
        send(request, reply, 200, { ...head, canonical: siteUrls(config, request).page(path) }),
      );
    }

    app.decorate('renderOtherPage', async (request: FastifyRequest, reply: FastifyReply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const release = await app.releases.forPage(request, reply);
      let known: boolean;
      try {
        known = await shell.isPage(pathname, release?.entries, isPinned(release));
      } catch {
        known = true; // the shell's host is away: send() answers 503
      }
      if (!known) return send(request, reply, 404, NOT_FOUND);
      return send(request, reply, 200, {
        title: pageTitle(),
        description: SITE_DESCRIPTION,
        ...(isPrivatePage(pathname) ? { robots: 'noindex' } : {}),
      });
    });
  },
);
