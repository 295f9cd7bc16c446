import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fillFirstPaint } from 'shared-api/first-paint';
import { parseJobSearch } from 'shared-api/jobs/home-search';
import {
  NOT_FOUND_DESCRIPTION,
  NOT_FOUND_TITLE,
  PRIVACY_HEAD,
  TERMS_HEAD,
  SITE_DESCRIPTION,
  homeTitle,
  pageTitle,
} from 'shared-api/page-head';
import { isPinned, type PageRelease } from '../releases/live-map';
import type { AppConfig } from '../platform/config';
import { withReleaseMap } from '../releases/page-cookies';
import { companyPage } from './company-page';
import { homeJobs } from './page-jobs';
import { jobPage } from './job-page';
import { renderPage, type PageBody, type PageContent, type PageHead } from './page-head';
import { isPrivatePage } from './private-pages';
import type { SiteShell } from './site-shell';
import { siteUrls } from './site-urls';
import { webSiteData } from './structured-data';

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
/** The shell's page for a path no app routes (its router's `*`). */
const NOT_FOUND_CONTENT: PageContent = { screen: '*', values: {} };
const pageParams = { params: z.object({ id: z.string() }) };

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
        const page = await jobPage(app, siteUrls(config, request), request, request.params.id);
        return send(request, reply, page.status, page.head, page.content);
      },
    );

    app.get('/companies/:id', { schema: { hide: true, ...pageParams } }, async (request, reply) => {
      const page = await companyPage(app, siteUrls(config, request), request, request.params.id);
      return send(request, reply, page.status, page.head, page.content);
    });

    // The shell's own reading pages: their titles for crawlers and link previews, and their words.
    const retentionDays = String(config.applicationRetentionDays);
    for (const [path, head] of [
      ['/privacy', PRIVACY_HEAD],
      ['/terms', TERMS_HEAD],
    ] as const) {
      app.get(path, { schema: { hide: true } }, async (request, reply) =>
        send(
          request,
          reply,
          200,
          { ...head, canonical: siteUrls(config, request).page(path) },
          { screen: path, values: { retentionDays } },
        ),
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
      if (!known) return send(request, reply, 404, NOT_FOUND, NOT_FOUND_CONTENT);
      return send(request, reply, 200, {
        title: pageTitle(),
        description: SITE_DESCRIPTION,
        ...(isPrivatePage(pathname) ? { robots: 'noindex' } : {}),
      });
    });
  },
);
