import http from 'node:http';
import type { Socket } from 'node:net';

/** Node's parser errors, by code, as a status and a message a person can act on. */
function describe(code: string | undefined): { status: number; message: string } {
  if (code === 'HPE_HEADER_OVERFLOW')
    return { status: 431, message: 'The request headers are too large' };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return { status: 408, message: 'The request took too long to arrive' };
  return { status: 400, message: 'The request could not be read' };
}

/**
 * Answers a request Node could not parse (bad request line, headers too large, too slow): in our
 * `{ success: false, message }` shape and with the security headers every other answer has,
 * which Fastify's own handler leaves out.
 */
export function clientErrorHandler(headers: Record<string, string>) {
  return (error: Error & { code?: string }, socket: Socket) => {
    // A reset connection has nobody left to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const { status, message } = describe(error.code);
    const body = JSON.stringify({ success: false, message });
    const lines = [
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? 'Error'}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Cache-Control: no-store',
      'Connection: close',
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ];
    if (socket.writable) socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`);
    socket.destroy();
  };
}
