import type { FastifyReply } from 'fastify';

/**
 * Adds a header name to `Vary`, keeping what is there: CORS answers vary by `Origin`, and a cache
 * that saw only `Accept-Encoding` would hand one origin's answer to another.
 */
export function appendVary(reply: FastifyReply, name: string): void {
  const current = reply.getHeader('vary');
  const names = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (names.includes('*') || names.some((part) => part.toLowerCase() === name.toLowerCase()))
    return;
  reply.header('vary', [...names, name].join(', '));
}
