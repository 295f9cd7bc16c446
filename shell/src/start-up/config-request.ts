let request: Promise<unknown> | null = null;

/**
 * The body of config.json, asked for once per page: the early start (early-start.ts)
 * asks before the shell's code has loaded, and boot.tsx then takes the same answer.
 */
export function requestConfig(): Promise<unknown> {
  request ??= fetch(`${import.meta.env.BASE_URL}config.json`, { cache: 'no-store' }).then(
    (response) => {
      if (!response.ok) throw new Error(`config.json answered ${response.status}`);
      return response.json() as Promise<unknown>;
    },
  );
  return request;
}
