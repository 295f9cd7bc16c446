import axios, { AxiosError, type AxiosRequestConfig } from 'axios';
import { pageSingleton } from '../state/page-singleton';

/**
 * One axios instance for every call. Settings follow the spec (section 9): no timeout,
 * XSRF-TOKEN / X-XSRF-TOKEN, 2xx counts as success.
 */
export const http = pageSingleton('http', () =>
  axios.create({
    timeout: 0,
    xsrfCookieName: 'XSRF-TOKEN',
    xsrfHeaderName: 'X-XSRF-TOKEN',
    validateStatus: (status) => status >= 200 && status < 300,
  }),
);

/** The shell calls this once with the API origin from its run-time config ('' = same origin). */
export function configureApi(options: { baseURL: string }): void {
  http.defaults.baseURL = options.baseURL;
}

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

function messageOf(error: unknown): string {
  if (error instanceof AxiosError) {
    const body: unknown = error.response?.data;
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
      return body.message;
    }
    if (!error.response) return 'Network error: the server could not be reached';
  }
  return error instanceof Error ? error.message : 'Something went wrong';
}

/** Every failure, HTTP or network, becomes an ApiError whose message a person can read. */
export async function request<T>(config: AxiosRequestConfig): Promise<T> {
  try {
    const response = await http.request<T>(config);
    return response.data;
  } catch (error) {
    throw new ApiError(
      messageOf(error),
      error instanceof AxiosError ? error.response?.status : undefined,
    );
  }
}
