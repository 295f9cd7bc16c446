import type { Plugin } from 'vite';
import { remoteEntries } from '../../federation.shared.ts';

/**
 * The shell's config.json (src/start-up/runtime-config.ts reads it): served by the dev server,
 * pointing at the remotes' dev servers, and written into the build, pointing where the
 * one-process server serves them. Deployers replace the built one (docs/deploying.md);
 * `REMOTE_ENTRIES` moves a remote for both.
 */
export function runtimeConfig(): Plugin {
  const body = (mode: 'built' | 'dev') =>
    `${JSON.stringify(
      { apiBaseUrl: '', remotes: remoteEntries(mode, process.env.REMOTE_ENTRIES) },
      null,
      2,
    )}\n`;
  return {
    name: 'runtime-config',
    configureServer(server) {
      server.middlewares.use('/config.json', (_req, res) => {
        res.setHeader('content-type', 'application/json');
        res.end(body('dev'));
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'config.json', source: body('built') });
    },
  };
}
