/// <reference types="vitest/config" />
import { federation } from '@module-federation/vite';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { devPorts, hostShared, remoteEntryFile, shareStrategy } from '../federation.shared.ts';
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

export default defineConfig(({ mode }) => ({
  plugins: [
    // No remotes here: their URLs are read at run time from /config.json. Component tests run
    // without the federation runtime.
    ...(mode === 'test'
      ? []
      : [
          federation({
            name: 'shell',
            remotes: {},
            shared: hostShared,
            shareStrategy,
            dts: false,
            // The one copy of the federation runtime core, used by every remote (contract 2).
            experiments: { provideExternalRuntime: true },
            // Snapshots serve remotes registered by manifest; ours are registered by entry URL.
            // Without them the runtime every app runs on is 4.6 KB smaller (decision 14).
            disableSnapshot: true,
          }),
        ]),
    react(),
    tailwindcss(),
    devRuntimeConfig(),
    ...(mode === 'test' ? [] : [startUpScripts()]),
  ],
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
    // The eager shared chunk holds every shared package (566 KB, 171 KB gzipped). Its size is
    // watched by `pnpm bench` against the single bundle, not by this warning.
    chunkSizeWarningLimit: 1000,
  },
  test: { environment: 'jsdom', globals: true, setupFiles: ['./src/test/setup.ts'] },
}));
