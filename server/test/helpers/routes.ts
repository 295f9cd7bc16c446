import type { FastifyInstance } from 'fastify';

/** Every route under a prefix, as the app lists them: `POST /api/company/post-job`... */
export function routesUnder(app: FastifyInstance, prefix: string): string[] {
  const listed = app.printRoutes({ commonPrefix: false });
  const found = [...listed.matchAll(/(\/api\/[^\s(]+) \(([^)]+)\)/g)].flatMap(([, url, methods]) =>
    (url ?? '').startsWith(prefix)
      ? (methods ?? '')
          .split(', ')
          .filter((method) => method !== 'HEAD' && method !== 'OPTIONS')
          .map((method) => `${method} ${url}`)
      : [],
  );
  return [...new Set(found)];
}
