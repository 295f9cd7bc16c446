import path from 'node:path';
import { runnerImport, type Plugin } from 'vite';
import { SHELL_FIRST_PAINTS } from '../../federation.exposed-files.ts';

/**
 * Writes first-paints.json beside index.html: the shell's own pages' first paints
 * (src/first-paint.tsx), rendered from their components once per build, for the server to put
 * into those pages' HTML. Loading the components takes a module runner of its own, as the static
 * frame does (./static-frame.ts).
 */
export function shellFirstPaints(): Plugin {
  return {
    name: 'shell-first-paints',
    apply: 'build',
    async generateBundle() {
      const { module } = await runnerImport<typeof import('../src/first-paint')>(
        path.join(import.meta.dirname, '..', 'src', 'first-paint.tsx'),
        { configFile: false, logLevel: 'error' },
      );
      this.emitFile({
        type: 'asset',
        fileName: SHELL_FIRST_PAINTS,
        source: JSON.stringify(module.shellFirstPaints()),
      });
    },
  };
}
