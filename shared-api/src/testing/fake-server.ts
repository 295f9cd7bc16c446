import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { http } from 'shared-api/http';

export type FakeResponse = { status?: number; data: unknown };
export type FakeServer = (
  config: InternalAxiosRequestConfig,
) => FakeResponse | Promise<FakeResponse>;

/**
 * For screen tests: answers the app's HTTP calls through axios' own adapter hook, so every
 * layer above the network (fetchers, schemas, query hooks, screens) runs for real.
 */
export function fakeServer(handler: FakeServer): InternalAxiosRequestConfig[] {
  const calls: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    calls.push(config);
    const { status = 200, data } = await handler(config);
    const response = { data, status, statusText: String(status), headers: {}, config };
    if (status >= 200 && status < 300) return response;
    throw new AxiosError(
      `Request failed with status code ${status}`,
      'ERR_BAD_RESPONSE',
      config,
      null,
      response,
    );
  };
  http.defaults.adapter = adapter;
  return calls;
}

/** A route table for fakeServer: `'GET /api/jobs'` -> answer. Unknown calls answer 404. */
export function routes(table: Record<string, FakeServer>): FakeServer {
  return (config) => {
    const key = `${(config.method ?? 'get').toUpperCase()} ${config.url ?? ''}`;
    const handler = table[key];
    return handler
      ? handler(config)
      : { status: 404, data: { success: false, message: `No fake for ${key}` } };
  };
}
