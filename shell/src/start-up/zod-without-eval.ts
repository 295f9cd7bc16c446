import { z } from 'zod';

/**
 * The page's Content-Security-Policy allows no eval. Zod 4 probes for it (`new Function('')`)
 * on its first object parse to pick a faster path; the blocked probe is reported as a CSP
 * violation (Lighthouse's best practices: "issues logged in the Issues panel"). Told up front,
 * zod skips the probe and takes the path it would have fallen back to anyway. Imported first by
 * boot.tsx, before any schema parses.
 */
z.config({ jitless: true });
