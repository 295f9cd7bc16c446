// A plain static file server for the four-origin e2e set-up: one per app, each on its own port,
// as any static host would serve a team's dist/. It sends exactly the headers docs/deploying.md
// asks of a static host: CORS for the remotes' module scripts, no-cache on entry points, the
// build's precompressed .br/.gz files to clients that accept them, and the shell's CSP. With
// `pages` (the API's origin), every page is the API's page renderer's, as docs/deploying.md
// routes them: the app's index.html with each page's head and a real 404 or 410.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const [root, port, options = '{}'] = process.argv.slice(2);
const { allowOrigin, spa, config, pages } = JSON.parse(options);
// A shell host's pages carry the CSP docs/deploying.md asks for, built from where config.json
// says the API and the remotes are: nothing else may run, be fetched, or frame the pages.
const contentSecurityPolicy = config && cspFor(config);

function cspFor({ apiBaseUrl, remotes }) {
  // A relative address (the bench's one-origin layout) is this host's own: 'self'.
  const self = `http://127.0.0.1:${port}`;
  const originOf = (url) => new URL(url, self).origin.replace(self, "'self'");
  const api = originOf(apiBaseUrl);
  const remoteOrigins = Object.values(remotes).map(originOf);
  const list = (...sources) => [...new Set(sources)].join(' ');
  return [
    "default-src 'self'",
    `script-src ${list("'self'", ...remoteOrigins)}`,
    `style-src ${list("'self'", "'unsafe-inline'", ...remoteOrigins)}`,
    `connect-src ${list("'self'", api, ...remoteOrigins)}`,
    `img-src ${list("'self'", 'data:', 'blob:', api)}`,
    "font-src 'self' data:",
    // A resume's preview frames its file link, on the API's origin.
    `frame-src ${list("'self'", api)}`,
    "worker-src 'self' blob:",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ].join('; ');
}

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

/** A page from the API's renderer: its status, type and body, under this host's own headers. */
async function proxyPage(request, response) {
  try {
    const answer = await fetch(new URL(request.url ?? '/', pages), {
      method: request.method,
      redirect: 'manual',
    });
    const type = answer.headers.get('content-type') ?? 'text/html; charset=utf-8';
    response.writeHead(answer.status, {
      'content-type': type,
      'cache-control': answer.headers.get('cache-control') ?? 'no-cache',
      ...(answer.headers.get('retry-after')
        ? { 'retry-after': answer.headers.get('retry-after') }
        : {}),
      ...(contentSecurityPolicy && type.startsWith('text/html')
        ? { 'content-security-policy': contentSecurityPolicy, 'x-content-type-options': 'nosniff' }
        : {}),
    });
    response.end(Buffer.from(await answer.arrayBuffer()));
  } catch {
    response.writeHead(502, { 'content-type': 'text/plain' }).end('The API is unreachable');
  }
}

http
  .createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    // One origin, or several: the one that asks is named back, as a CORS answer must.
    const allowed = [allowOrigin ?? []].flat();
    const asking = request.headers.origin;
    if (allowed.length > 0) {
      response.setHeader(
        'access-control-allow-origin',
        asking && allowed.includes(asking) ? asking : allowed[0],
      );
      response.setHeader('vary', 'origin');
    }
    if (config && pathname === '/config.json') {
      response.writeHead(200, { 'content-type': types['.json'], 'cache-control': 'no-store' });
      response.end(JSON.stringify(config));
      return;
    }
    let file = path.join(root, path.normalize(pathname).replace(/^(\.\.[/\\])+/, ''));
    const isFile = fs.existsSync(file) && !fs.statSync(file).isDirectory();
    if (pages && !isFile) {
      void proxyPage(request, response);
      return;
    }
    if (!isFile) {
      if (!spa) {
        response.writeHead(404).end('not found');
        return;
      }
      file = path.join(root, 'index.html');
    }
    const hashed = file.includes(`${path.sep}assets${path.sep}`);
    const accepts = String(request.headers['accept-encoding'] ?? '');
    const encoding = [
      ['br', '.br'],
      ['gzip', '.gz'],
    ].find(([name, extension]) => accepts.includes(name) && fs.existsSync(file + extension));
    response.writeHead(200, {
      'content-type': types[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: allowed.length > 0 ? 'origin, accept-encoding' : 'accept-encoding',
      ...(encoding ? { 'content-encoding': encoding[0] } : {}),
      ...(contentSecurityPolicy && file.endsWith('.html')
        ? { 'content-security-policy': contentSecurityPolicy, 'x-content-type-options': 'nosniff' }
        : {}),
    });
    fs.createReadStream(encoding ? file + encoding[1] : file).pipe(response);
  })
  .listen(Number(port), '127.0.0.1');
