// A plain static file server for the four-origin e2e set-up: one per app, each on its own port,
// as any static host would serve a team's dist/. It sends exactly the headers docs/deploying.md
// asks of a static host: CORS for the remotes' module scripts, no-cache on entry points, and the
// build's precompressed .br/.gz files to clients that accept them.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const [root, port, options = '{}'] = process.argv.slice(2);
const { allowOrigin, spa, config } = JSON.parse(options);
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

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
    if (!fs.existsSync(file) || fs.statSync(file).isDirectory()) {
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
    });
    fs.createReadStream(encoding ? file + encoding[1] : file).pipe(response);
  })
  .listen(Number(port), '127.0.0.1');
