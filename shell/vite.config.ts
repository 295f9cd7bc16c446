/// <reference types="vitest/config" />
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { devPorts, remoteEntryFile } from '../federation.shared.ts';
import { shareVersions } from './build/share-versions.ts';
import { startUpScripts } from './build/start-up-scripts.ts';

/** In dev the run-time config points at the remotes' dev servers; built, it is public/config.json. */
function devRuntimeConfig(): Plugin {
  const config = {
    apiBaseUrl: '',
    remotes: {
      seeker: `http://localhost:${devPorts.seeker}/${remoteEntryFile}`,
      recruiter: `http://localhost:${devPorts.recruiter}/${remoteEntryFile}`,
    },
  };
  return {
    name: 'dev-runtime-config',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/config.json', (_req, res) => {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(config));
      });
    },
  };
}

export default defineConfig({
  // The shell is an ordinary build: it starts the federation runtime itself and hands it its
  // shared modules (src/federation/host-runtime.ts, decision 20). The remotes' URLs are read at
  // run time from /config.json.
  define: { __SHARE_VERSIONS__: JSON.stringify(shareVersions()) },
  plugins: [react(), tailwindcss(), devRuntimeConfig(), startUpScripts()],
  server: {
    port: devPorts.shell,
    strictPort: true,
    proxy: {
      '/api': `http://localhost:${devPorts.api}`,
      '/files': `http://localhost:${devPorts.api}`,
    },
  },
  build: {
    target: 'esnext',
    // The shell's one script holds every shared package (601 KB, 187 KB gzipped). Its size is
    // watched by `pnpm bench` against the single bundle, not by this warning.
    chunkSizeWarningLimit: 1000,
  },
  test: { environment: 'jsdom', globals: true, setupFiles: ['./src/test/setup.ts'] },
});
