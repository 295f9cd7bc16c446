describe('requestConfig', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.resetModules();
  });

  it('asks for config.json once however many parts of the page want it', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => Response.json({ apiBaseUrl: '' }));
    const { requestConfig } = await import('./config-request');
    const [early, main] = await Promise.all([requestConfig(), requestConfig()]);
    expect(early).toEqual({ apiBaseUrl: '' });
    expect(main).toBe(early);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('/config.json', { cache: 'no-store' });
  });

  it('fails with the status when config.json does not answer', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('gone', { status: 503 }));
    const { requestConfig } = await import('./config-request');
    await expect(requestConfig()).rejects.toThrow('config.json answered 503');
  });
});
