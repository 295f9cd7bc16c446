import path from 'node:path';
import { runnerImport } from 'vite';

/**
 * The seeker's pages' first paints (src/first-paint.tsx), rendered from the screens' own
 * components once per build, for the manifest (federation.exposed-files.ts). Loading the
 * components takes a module runner of its own, as the shell's static frame does.
 */
export function renderFirstPaints(): () => Promise<Record<string, string>> {
  let rendered: Promise<Record<string, string>> | undefined;
  return () =>
    (rendered ??= runnerImport<typeof import('../src/first-paint')>(
      path.join(import.meta.dirname, '..', 'src', 'first-paint.tsx'),
      { configFile: false, logLevel: 'error' },
    ).then(({ module }) => module.firstPaints()));
}
