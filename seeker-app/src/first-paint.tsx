import { companyFirstPaint } from './features/company/first-paint';
import { homeFirstPaint } from './features/home/first-paint';
import { jobDetailFirstPaint } from './features/job-detail/first-paint';

/**
 * The pages' first paints by their paths in src/exposes.ts, for this build's manifest
 * (build/first-paints.ts): what the server sends inside each page's HTML (shared-api/first-paint).
 */
export function firstPaints(): Record<string, string> {
  return {
    '/': homeFirstPaint(),
    '/apply-jobs/:id': jobDetailFirstPaint(),
    '/companies/:id': companyFirstPaint(),
  };
}
