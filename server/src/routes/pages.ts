import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from 'shared-api/contract';
import {
  MISSING_COMPANY_HEAD,
  MISSING_JOB_HEAD,
  NOT_FOUND_DESCRIPTION,
  NOT_FOUND_TITLE,
  SITE_DESCRIPTION,
  companyPageDescription,
  companyPageTitle,
  homeTitle,
  jobPageDescription,
  jobPageTitle,
  pageTitle,
} from 'shared-api/page-head';
import type { AppConfig } from '../config';
import { findCompanyPage } from '../db/queries/company-page';
import { findJob } from '../db/queries/jobs';
import { renderPage, type PageHead } from '../pages/page-head';
import type { SiteShell } from '../pages/site-shell';
import { siteUrls } from '../pages/site-urls';
import { companyPath, jobPath, jobPostingData, webSiteData } from '../pages/structured-data';

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

/**
 * The pages as crawlers and link previews read them (issue 27): the shell's index.html with each
 * page's title, description, canonical link, Open Graph tags and JSON-LD in its head, and the
 * status the page deserves (404 for a path no app routes and a missing job, 410 for a closed one).
 * The app itself renders the same page in the browser.
 */
export const pagesRoutes = fp(
  async (root: FastifyInstance, { shell, config }: { shell: SiteShell; config: AppConfig }) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    async function send(reply: FastifyReply, status: number, head: PageHead) {
      let template: string;
      try {
        template = await shell.template();
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
        .header('cache-control', 'no-cache')
        .send(renderPage(template, head));
    }

    app.get('/', { schema: { hide: true } }, async (request, reply) => {
      const urls = siteUrls(config, request);
      const search = new URLSearchParams(request.url.split('?')[1] ?? '');
      return send(reply, 200, {
        title: homeTitle({
          title: search.get('title') ?? undefined,
          location: search.get('location') ?? undefined,
        }),
        description: SITE_DESCRIPTION,
        // A search is the home page: searches are not pages of their own to index.
        canonical: urls.page('/'),
        openGraph: { type: 'website', url: urls.page('/') },
        jsonLd: [webSiteData(urls)],
      });
    });

    app.get(
      '/apply-jobs/:id',
      { schema: { hide: true, ...pageParams } },
      async (request, reply) => {
        const { id } = request.params;
        const job = idSchema.safeParse(id).success ? await findJob(app.db, app.fileUrls, id) : null;
        // A hidden job does not exist for the public (GET /api/jobs/{id} says the same).
        if (!job || !job.visible)
          return send(reply, 404, { ...MISSING_JOB_HEAD, robots: 'noindex' });
        const urls = siteUrls(config, request);
        const head = { title: jobPageTitle(job), description: jobPageDescription(job) };
        if (job.status !== 'open') {
          // Gone: the page still shows it, with its notice, and no JobPosting is left to index.
          return send(reply, 410, { ...head, robots: 'noindex' });
        }
        return send(reply, 200, {
          ...head,
          canonical: urls.page(jobPath(job._id)),
          openGraph: {
            type: 'website',
            url: urls.page(jobPath(job._id)),
            image: urls.file(job.companyId.image),
          },
          jsonLd: [jobPostingData(job, urls)],
        });
      },
    );

    app.get('/companies/:id', { schema: { hide: true, ...pageParams } }, async (request, reply) => {
      const { id } = request.params;
      const company = idSchema.safeParse(id).success ? await findCompanyPage(app.db, id) : null;
      if (!company) return send(reply, 404, { ...MISSING_COMPANY_HEAD, robots: 'noindex' });
      const urls = siteUrls(config, request);
      const url = urls.page(companyPath(company.id));
      return send(reply, 200, {
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

    app.decorate('renderOtherPage', async (request: FastifyRequest, reply: FastifyReply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      let known: boolean;
      try {
        known = await shell.isPage(pathname);
      } catch {
        known = true; // the shell's host is away: send() answers 503
      }
      return known
        ? send(reply, 200, { title: pageTitle(), description: SITE_DESCRIPTION })
        : send(reply, 404, NOT_FOUND);
    });
  },
);
