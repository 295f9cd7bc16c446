import axios, { isAxiosError, type AxiosRequestConfig } from 'axios';
import { pageSingleton } from '../state/page-singleton';

/**
 * One axios instance for every call, the same in every app: no timeout, XSRF-TOKEN /
 * X-XSRF-TOKEN, 2xx counts as success.
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
  /** A brand, not `instanceof`: a remote's fallback copy of this module has its own class. */
  readonly isApiError = true;
  constructor(
    message: string,
    readonly status: number | undefined,
    /** The field a refusal names ("links.1"), for a form to show the message beside it. */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * The server names a refused field as a developer reads it ("Invalid questions.1.options in the
 * body: Question 2: a choice question offers 2 to 10 options"); a person is shown the words after
 * the colon where the contract wrote them for people, and a form gets the field's path. Zod's own
 * words ("Too big: expected string to have <=200 characters") say nothing of which field: the
 * message stays whole.
 */
const FIELD_REFUSAL = /^Invalid ([\w.]+) in the (?:body|query|params): (.+)$/s;
const ZOD_WORDS = /^(Invalid|Too (big|small)|Expected|Required|Unrecognized)\b/;

/** The ApiError for a server's message: see FIELD_REFUSAL. */
export function apiError(message: string, status: number | undefined): ApiError {
  const [, field, words] = FIELD_REFUSAL.exec(message) ?? [];
  if (!field || !words) return new ApiError(message, status);
  return new ApiError(ZOD_WORDS.test(words) ? message : words, status, field);
}

/** True for an ApiError made by any copy of this module. */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof Error && 'isApiError' in error && error.isApiError === true;
}

function messageOf(error: unknown): string {
  // isAxiosError, not instanceof: the shared client may come from another copy of axios.
  if (isAxiosError(error)) {
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
    throw apiError(messageOf(error), isAxiosError(error) ? error.response?.status : undefined);
  }
}
