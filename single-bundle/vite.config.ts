import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const here = import.meta.dirname;
const federatedModules = path.resolve(here, '../shell/src/federation/remote-modules.ts');

/** Every import of the shell's federated module loader gets the bundled one instead. */
function bundledRemotes(): Plugin {
  return {
    name: 'bundled-remotes',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === federatedModules ? path.resolve(here, 'src/remote-modules.ts') : null;
    },
  };
}

// The shell's index.html and sources, built without federation into one script.
export default defineConfig({
  root: path.resolve(here, '../shell'),
  publicDir: false,
  plugins: [bundledRemotes(), react(), tailwindcss()],
  build: {
    outDir: path.resolve(here, 'dist'),
    emptyOutDir: true,
    target: 'esnext',
    rollupOptions: { output: { inlineDynamicImports: true } },
  },
});
