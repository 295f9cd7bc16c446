import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { TestContext } from './app';

/** A third-party client written for the spec (COMPAT_ORIGINS), and an ordinary origin. */
export const COMPAT = 'https://spec-client.example.test';
export const ORDINARY = 'https://shell.example.test';

/**
 * Calls from one origin, checking CORS lets the browser read each answer, and `failed`: a
 * handled failure keeps its message, and answers 200 to a compat origin, its status otherwise.
 */
export function fromOrigin(ctx: () => TestContext, origin: string) {
  const compat = origin === COMPAT;
  const call = async (options: InjectOptions & { url: string }) => {
    const res = await ctx().app.inject({ ...options, headers: { ...options.headers, origin } });
    expect(res.headers['access-control-allow-origin']).toBe(origin);
    return res;
  };
  const failed = (res: LightMyRequestResponse, real: number) => {
    expect(res.statusCode, res.body).toBe(compat ? 200 : real);
    expect(res.json()).toEqual({ success: false, message: expect.any(String) as string });
  };
  return { call, failed, compat };
}
