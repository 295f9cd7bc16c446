import type { InternalAxiosRequestConfig } from 'axios';

/** The query a call sent, as the server would read it. */
export const paramsOf = (config: InternalAxiosRequestConfig) =>
  ({ ...(config.params as Record<string, unknown> | undefined) }) as Record<
    string,
    string | number | undefined
  >;

/** The JSON body a call sent. */
export const bodyOf = (config: InternalAxiosRequestConfig): unknown =>
  JSON.parse(String(config.data));
