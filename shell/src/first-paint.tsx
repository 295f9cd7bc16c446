import type { ShellFirstPaints } from '../../federation.exposed-files';
import { privacyFirstPaint, termsFirstPaint } from './legal/first-paint';
import { notFoundFirstPaint } from './not-found/first-paint';
import { shellPaths } from './start-up/screens';

/**
 * The shell's own pages' first paints by router pattern, for this build's first-paints.json
 * (build/first-paints.ts): what the server sends inside each page's HTML (shared-api/first-paint).
 * `*` is any path no app routes, which the server answers 404.
 */
export function shellFirstPaints(): ShellFirstPaints {
  return {
    [shellPaths.privacy]: privacyFirstPaint(),
    [shellPaths.terms]: termsFirstPaint(),
    '*': notFoundFirstPaint(),
  };
}
