import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { startUpScripts } from '../shell/build/start-up-scripts.ts';

const here = import.meta.dirname;
const swapped = new Map([
  [path.resolve(here, '../shell/src/federation/remote-modules.ts'), 'src/remote-modules.ts'],
  [path.resolve(here, '../shell/src/federation/preload-remote.ts'), 'src/preload-remote.ts'],
  [path.resolve(here, '../shell/src/federation/host-runtime.ts'), 'src/host-runtime.ts'],
]);

/** The shell's federated module loader and remote preloads get bundled stand-ins instead. */
function bundledRemotes(): Plugin {
  return {
    name: 'bundled-remotes',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const swap = resolved ? swapped.get(resolved.id) : undefined;
      return swap ? path.resolve(here, swap) : null;
    },
  };
}

/** The shell's own start-up script (the early config request), kept out of the one bundle. */
const startUp =
  /([\\/]shell[\\/]src[\\/](early-start|federation[\\/](config-request|json-field)|app[\\/](seeker-screens|start-screen))|[\\/]single-bundle[\\/]src[\\/]preload-remote)/;

// The shell's index.html and sources, built without federation into one script, with the
// shell's early start beside it as in the federated build, so that the two differ by federation.
export default defineConfig({
  root: path.resolve(here, '../shell'),
  publicDir: false,
  plugins: [bundledRemotes(), react(), tailwindcss(), startUpScripts()],
  build: {
    outDir: path.resolve(here, 'dist'),
    emptyOutDir: true,
    target: 'esnext',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'start-up', test: startUp },
            { name: 'index', test: (id: string) => !startUp.test(id) },
          ],
        },
      },
    },
  },
});
