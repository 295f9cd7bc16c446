import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../platform/config';
import type { SiteUrls } from './structured-data';

/**
 * Absolute URLs of the pages: under SITE_URL, else PUBLIC_URL, else the origin the request came
 * to (set one of the first two in production, so that no Host header a client writes ends up in
 * a canonical link or a sitemap).
 */
export function siteUrls(
  config: Pick<AppConfig, 'siteUrl' | 'publicUrl'>,
  request: FastifyRequest,
): SiteUrls {
  const origin = (
    config.siteUrl ??
    config.publicUrl ??
    `${request.protocol}://${request.host}`
  ).replace(/\/+$/, '');
  return {
    page: (path) => `${origin}${path}`,
    file: (url) => (url.startsWith('/') ? `${origin}${url}` : url),
  };
}

/**
 * The pages' origin where there is no request to take it from (mail): SITE_URL, else PUBLIC_URL,
 * else this process on localhost, which is right for `pnpm start` on one's own machine.
 */
export function configuredSiteOrigin(
  config: Pick<AppConfig, 'siteUrl' | 'publicUrl' | 'port'>,
): string {
  return (config.siteUrl ?? config.publicUrl ?? `http://localhost:${config.port}`).replace(
    /\/+$/,
    '',
  );
}
