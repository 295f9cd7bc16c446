import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../platform/config';
import {
  sitemapEntries,
  sitemapFiles,
  type SitemapEntry,
  type SitemapKind,
} from './sitemap-queries';
import { StreamedLists } from '../platform/json-stream';
import { escapeHtml } from './page-head';
import { PRIVATE_PAGES } from './private-pages';
import { siteUrls } from './site-urls';
import { companyPath, jobPath } from './structured-data';

const XML = 'application/xml; charset=utf-8';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';
/** Crawlers read these rarely; a few minutes late is nothing to them. */
const SITEMAP_CACHE = 'public, max-age=600';

const pathOf: Record<SitemapKind, (id: string) => string> = {
  jobs: jobPath,
  companies: companyPath,
};
const FILE_NAME = /^(jobs|companies)-([1-9]\d{0,5})\.xml$/;

const entry = (tag: 'url' | 'sitemap', loc: string, lastmod?: Date) =>
  `<${tag}><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</${tag}>\n`;

async function* urlset(
  page: (path: string) => string,
  kind: SitemapKind,
  first: SitemapEntry[][],
  rest: AsyncIterable<SitemapEntry[]>,
) {
  const write = (batch: SitemapEntry[]) =>
    batch.map(({ id, lastmod }) => entry('url', page(pathOf[kind](id)), lastmod)).join('');
  yield `${XML_HEAD}<urlset ${NS}>\n`;
  for (const batch of first) yield write(batch);
  for await (const batch of rest) yield write(batch);
  yield '</urlset>\n';
}

const SITEMAP_INDEX_KEEP_MS = 5 * 60_000;

/**
 * `/robots.txt` and the sitemaps: an index at `/sitemap.xml` naming the home page's
 * file and one file per 50,000 open jobs and per 50,000 companies with one, each streamed in
 * batches in constant memory. Closed, expired and hidden jobs are in none.
 */
export const sitemapsRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (
  app,
  { config },
) => {
  const streams = new StreamedLists(2, 'Too many sitemaps at once. Please wait for one.');

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    const { page } = siteUrls(config, request);
    const lines = ['User-agent: *', ...PRIVATE_PAGES.map((path) => `Disallow: ${path}`), ''];
    lines.push(`Sitemap: ${page('/sitemap.xml')}`, '');
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', SITEMAP_CACHE)
      .send(lines.join('\n'));
  });

  // The index's files change only when jobs do: read once, kept until a job changes anywhere
  // (job-changes) or, for what no job write says (a company's own changes), a few minutes pass.
  let kept: { files: Promise<[Date[], Date[]]>; until: number } | null = null;
  app.onJobsChanged(() => {
    kept = null;
  });
  const indexFiles = () => {
    if (!kept || kept.until <= Date.now()) {
      const files = Promise.all([sitemapFiles(app.db, 'jobs'), sitemapFiles(app.db, 'companies')]);
      const entry = { files, until: Date.now() + SITEMAP_INDEX_KEEP_MS };
      kept = entry;
      // A failed read is not kept: the next request reads again.
      files.catch(() => {
        if (kept === entry) kept = null;
      });
    }
    return kept.files;
  };

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const { page } = siteUrls(config, request);
    const [jobs, companies] = await indexFiles();
    const files = [
      entry('sitemap', page('/sitemaps/pages.xml')),
      ...jobs.map((lastmod, i) => entry('sitemap', page(`/sitemaps/jobs-${i + 1}.xml`), lastmod)),
      ...companies.map((lastmod, i) =>
        entry('sitemap', page(`/sitemaps/companies-${i + 1}.xml`), lastmod),
      ),
    ];
    return reply
      .type(XML)
      .header('cache-control', SITEMAP_CACHE)
      .send(`${XML_HEAD}<sitemapindex ${NS}>\n${files.join('')}</sitemapindex>\n`);
  });

  app.get(
    '/sitemaps/:file',
    { schema: { hide: true, params: z.object({ file: z.string().max(40) }) } },
    async (request, reply) => {
      const { page } = siteUrls(config, request);
      reply.header('cache-control', SITEMAP_CACHE);
      if (request.params.file === 'pages.xml') {
        return reply
          .type(XML)
          .send(`${XML_HEAD}<urlset ${NS}>\n${entry('url', page('/'))}</urlset>\n`);
      }
      const [, kind, number] = FILE_NAME.exec(request.params.file) ?? [];
      if (kind !== 'jobs' && kind !== 'companies') {
        return reply.status(404).send({ success: false, message: 'No such sitemap' });
      }
      const rows = sitemapEntries(app.db, kind, Number(number) - 1);
      // Read before answering: a file past the last is a 404, not an empty 200.
      const first = await rows.next();
      if (first.done && number !== '1') {
        return reply.status(404).send({ success: false, message: 'No such sitemap' });
      }
      return streams.sendText(request.ip, reply, XML, () =>
        urlset(page, kind, first.done ? [] : [first.value], rows),
      );
    },
  );
};
