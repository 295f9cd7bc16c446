import type { FastifyRequest } from 'fastify';

/** Query parameters that are secrets: a signed file URL's signature, a single-use link's token. */
const SECRET_PARAMS = new Set(['signature', 'token']);

/** The URL with the value of each secret parameter replaced, however its name is encoded. */
export function redactedUrl(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const query = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const [name = '', ...value] = pair.split('=');
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // A malformed name is kept as written: it names no secret parameter either way.
      }
      return value.length > 0 && SECRET_PARAMS.has(decoded.trim().toLowerCase())
        ? `${name}=[redacted]`
        : pair;
    });
  return `${url.slice(0, start)}?${query.join('&')}`;
}

/** Request logs without secrets in the URL: signatures of file URLs, tokens of mailed links. */
export function redactedRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}
