import { ReleaseError } from './release-error.mjs';

/**
 * @typedef {{ api: string, token: string }} ApiTarget
 */

/**
 * The API's base address and the release token, from the environment.
 * @param {NodeJS.ProcessEnv} env
 * @returns {ApiTarget}
 */
export function apiTarget(env) {
  const token = env.RELEASE_TOKEN ?? '';
  if (!token) {
    throw new ReleaseError(
      'RELEASE_TOKEN is not set: export the token the API was started with (RELEASE_TOKEN)',
    );
  }
  return { api: (env.RELEASE_API || 'http://localhost:3000').replace(/\/+$/, ''), token };
}

/**
 * One call of the release API; its JSON answer, or a ReleaseError with the API's own message.
 * @param {ApiTarget} target
 * @param {'GET' | 'POST'} method
 * @param {string} path
 * @param {object} [body]
 * @returns {Promise<Record<string, unknown>>}
 */
export async function callApi({ api, token }, method, path, body) {
  let response;
  try {
    response = await fetch(`${api}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    throw new ReleaseError(
      `the API at ${api} did not answer (${cause instanceof Error ? cause.message : String(cause)}): set RELEASE_API`,
    );
  }
  const text = await response.text();
  /** @type {Record<string, unknown>} */
  let answer;
  try {
    answer = text ? JSON.parse(text) : {};
  } catch {
    answer = { message: text.slice(0, 200) };
  }
  if (!response.ok) {
    const message = typeof answer.message === 'string' ? answer.message : response.statusText;
    const hint =
      response.status === 404 && path.startsWith('/api/releases')
        ? ' (does the API have RELEASE_TOKEN set? Without it the release calls do not exist)'
        : '';
    throw new ReleaseError(`${method} ${path} answered ${response.status}: ${message}${hint}`);
  }
  return answer;
}
