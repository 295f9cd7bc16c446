import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../platform/config';
import { pagesRoutes } from './pages-routes';
import { hostedShell, servedShell } from './shell-sources';
import { sitemapsRoutes } from './sitemaps-routes';
import { webAppDists, webAppsPlugin } from './web-apps';

/**
 * The built apps when served here, then the pages with their head, sitemaps and robots.txt:
 * from the apps served here, or from the shell's static host (SITE_URL) whose page paths are
 * routed to this process. Registered on the app itself, after the API's routes.
 */
export async function registerSitePages(
  app: FastifyInstance,
  config: AppConfig,
  webAppsRoot: string | undefined,
): Promise<void> {
  if (config.serveWebApps) {
    await app.register(webAppsPlugin, {
      signInMode: config.signInMode,
      remoteEntries: config.remoteEntries,
      telemetrySampleRate: config.releases.telemetrySampleRate,
      ...(config.clerk.publishableKey ? { clerkPublishableKey: config.clerk.publishableKey } : {}),
      ...(webAppsRoot ? { root: webAppsRoot } : {}),
    });
  }
  const shell = config.serveWebApps
    ? servedShell(webAppDists(webAppsRoot), config.remoteEntries, config.releases.dir)
    : config.siteUrl
      ? hostedShell(config.siteUrl)
      : null;
  if (shell) {
    await app.register(pagesRoutes, { shell, config });
    await app.register(sitemapsRoutes, { config });
  }
}
