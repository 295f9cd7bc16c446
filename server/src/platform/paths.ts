import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The server package folder, whether running from src/platform (tests, tsx) or from dist. */
export const serverRoot =
  path.basename(here) === 'dist' ? path.resolve(here, '..') : path.resolve(here, '../..');
export const migrationsDir = path.join(serverRoot, 'drizzle');
/** The workspace root, where the built apps live in <app>/dist. */
export const workspaceRoot = path.resolve(serverRoot, '..');
