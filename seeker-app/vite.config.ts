/// <reference types="vitest/config" />
import { federation } from '@module-federation/vite';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { exposedFiles } from '../federation.exposed-files.ts';
import { devPorts, remoteEntryFile, remoteFederationOptions } from '../federation.shared.ts';
import { renderFirstPaints } from './build/first-paints.ts';
import { seekerExposes, seekerScreens } from './src/exposes.ts';

const origin = `http://localhost:${devPorts.seeker}`;

export default defineConfig(({ command, mode }) => ({
  // A relative base lets the built remote be served from any path or host.
  base: command === 'build' ? './' : `${origin}/`,
  // Component tests render screens directly, without the federation runtime.
  plugins: [
    ...(mode === 'test'
      ? []
      : [
          federation(remoteFederationOptions('seeker', seekerExposes)),
          exposedFiles(remoteEntryFile, seekerExposes, seekerScreens, renderFirstPaints()),
        ]),
    react(),
    tailwindcss(),
  ],
  server: { port: devPorts.seeker, strictPort: true, origin, cors: true },
  preview: { port: devPorts.seeker },
  build: { target: 'esnext' },
  test: {
    environment: 'jsdom',
    // A whole screen renders in a second or two, but CI runs every suite at once on 2 cores, where
    // single screens took 15 s: the limit only catches a hang.
    testTimeout: 30_000,
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
  },
}));
