/// <reference types="vitest/config" />
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { devPorts } from '../federation.shared.ts';
import { shellFirstPaints } from './build/first-paints.ts';
import { hostShares } from './build/host-shares.ts';
import { runtimeConfig } from './build/runtime-config.ts';
import { shareVersions } from './build/share-versions.ts';
import { startUpScripts } from './build/start-up-scripts.ts';
import { staticFrame } from './build/static-frame.ts';

export default defineConfig({
  // The shell is an ordinary build: it starts the federation runtime itself and hands it its
  // shared modules (src/federation/host-runtime.ts, decision 20). The remotes' URLs are read at
  // run time from /config.json (build/runtime-config.ts).
  define: { __SHARE_VERSIONS__: JSON.stringify(shareVersions()) },
  plugins: [
    react(),
    tailwindcss(),
    runtimeConfig(),
    startUpScripts(),
    staticFrame(),
    shellFirstPaints(),
    hostShares(),
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
    // The shell's one script holds every shared package. Its size is watched by `pnpm bench`
    // against the single bundle, not by this warning.
    chunkSizeWarningLimit: 1000,
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    // A whole screen renders in a second or two, but CI runs every suite at once on 2 cores, where
    // single screens took 15 s: the limit only catches a hang.
    testTimeout: 30_000,
  },
});
