import http from 'node:http';
import type { FastifyHttpOptions, FastifyReply } from 'fastify';
import { clientErrorHandler } from './client-errors';
import type { AppConfig } from './config';
import { redactedRequest } from './redacted-request';
import { securityHeaders } from './security-headers';

export interface LogOptions {
  logger?: boolean;
  /** Where the log goes (tests read it); standard output by default. */
  logStream?: { write: (line: string) => void };
}

/** Fastify's own options: the log, proxies, limits and time-outs, and errors met before routing. */
export function serverOptions(
  config: AppConfig,
  options: LogOptions,
): FastifyHttpOptions<http.Server> {
  return {
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            serializers: { req: redactedRequest },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    // A number of proxies: trust that many hops from our side, the ones a client cannot write.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    bodyLimit: 256 * 1024,
    // The database plugin creates and migrates the embedded database on a first start, which a
    // busy 2-core machine took more than Fastify's default 10 s to do: failing the start then
    // helps nobody.
    pluginTimeout: 120_000,
    // On close (SIGTERM): idle keep-alive connections are closed at once, and a request that
    // still arrives on an open one is answered 503 to go elsewhere (graceful-close plugin).
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    // A body sent slowly is not read for minutes: the whole request must arrive in this time.
    requestTimeout: config.requestTimeoutMs,
    // Node checks that limit every connectionsCheckingInterval (30 s by default), read when the
    // server is made, and Fastify passes no such option: so the server is made here.
    serverFactory: (handler) =>
      http.createServer(
        {
          requestTimeout: config.requestTimeoutMs,
          connectionsCheckingInterval: Math.max(
            100,
            Math.min(5_000, Math.floor(config.requestTimeoutMs / 4)),
          ),
          keepAliveTimeout: 72_000,
        },
        handler,
      ),
    // Errors Fastify meets before routing (a malformed %-escape in the path) answer in our shape,
    // with the headers of every answer: no hook runs for them.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const message = error.code === 'FST_ERR_BAD_URL' ? 'Malformed URL' : error.message;
      void reply
        .status(400)
        .headers({ ...securityHeaders(config), 'cache-control': 'no-store' })
        .send({ success: false, message });
    },
    // And so do those Node meets before Fastify (a bad request line, headers too large).
    clientErrorHandler: clientErrorHandler(securityHeaders(config)),
  };
}
