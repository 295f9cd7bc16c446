/**
 * A remote's build writes `exposed-files.json` beside its entry, the remote's manifest:
 * - for each exposed module, every file the federation runtime will fetch to run it (the entry's
 *   own imports, the shared-module table it loads at start, the module's chunk and what that
 *   chunk imports, and the CSS), so the shell fetches them all at once instead of one import
 *   after another. Paths are relative to the entry's directory;
 * - under `screens`, the remote's pages: the path the shell routes to each and the exposed
 *   module that shows it. The shell builds its routes from them, so a remote adds a page
 *   without a new shell (shell/src/start-up/). A page may bring its first paint, which the
 *   server puts in the page's HTML (server/src/pages/).
 * Written by hand rather than read from the federation plugin's mf-manifest.json, which lists a
 * chunk that the screen imports statically among its lazy files.
 * No imports, like federation.shared.ts: the types below are the parts of Vite's bundle it reads.
 */
interface Chunk {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
}
interface Asset {
  type: 'asset';
  fileName: string;
}
interface Context {
  emitFile(file: { type: 'asset'; fileName: string; source: string }): string;
}

export const EXPOSED_FILES = 'exposed-files.json';

/**
 * The shell's build writes `first-paints.json` beside its index.html: its own pages' first paints
 * by router pattern (`/privacy`, and `*` for a path no app routes), filled by the server as a
 * remote's are and styled by the stylesheet index.html already links.
 */
export const SHELL_FIRST_PAINTS = 'first-paints.json';
export type ShellFirstPaints = Record<string, string>;

/** One page of a remote, as its manifest lists it. */
export interface RemoteScreen {
  /** A router path pattern (`/apply-jobs/:id`, `/dashboard/*`). */
  path: string;
  /** The exposed module whose default export shows the page. */
  module: `./${string}`;
  /** 'company': with a recruiter signed in, the page brings its own header instead of the Navbar. */
  ownHeader?: 'company';
  /**
   * The page's markup before any script, with slots for the server to fill
   * (shared-api/first-paint); styled by the module's `css`. Without it the page's HTML shows the
   * shell's frame alone until the scripts have run.
   */
  firstPaint?: string;
}

/**
 * The pages of a remote whose manifest lists none: a build from before manifests did (contract
 * 2), still run by today's shell (the version-skew test), or a remote whose manifest did not
 * load, whose pages then show its error and "Try again". Frozen: new pages come from the
 * remotes' manifests, so the shell itself names no remote's page.
 */
export const CONTRACT_2_SCREENS = {
  seeker: [
    { path: '/', module: './home' },
    { path: '/apply-jobs/:id', module: './job-detail' },
    { path: '/applications', module: './applications' },
  ],
  recruiter: [{ path: '/dashboard/*', module: './dashboard', ownHeader: 'company' }],
} as const satisfies Record<string, readonly RemoteScreen[]>;

/** A page as the remote declares it: with the source file its module exposes. */
export type ScreenSource = RemoteScreen & { source: string };

export type ExposedFiles = Record<`./${string}`, { js: string[]; css: string[] }> & {
  screens: RemoteScreen[];
};

/** The federation plugin's `exposes` of a remote: its screens' modules and the other modules. */
export function exposesOf(screens: readonly ScreenSource[], others: Record<`./${string}`, string>) {
  return {
    ...others,
    ...Object.fromEntries(screens.map(({ module, source }) => [module, source])),
  } as Record<`./${string}`, string>;
}

interface DevServer {
  middlewares: {
    use(path: string, handle: (req: unknown, res: DevResponse) => void): void;
  };
}
interface DevResponse {
  setHeader(name: string, value: string): void;
  end(body: string): void;
}

export function exposedFiles(
  entryFile: string,
  exposes: Record<string, string>,
  screens: readonly ScreenSource[],
  /** Each page's first paint by its path, rendered by the remote's build. */
  firstPaints: () => Promise<Record<string, string>> = async () => ({}),
) {
  let root = '';
  const listed = screens.map(({ source: _source, ...screen }) => screen);
  const build = {
    name: 'exposed-files',
    apply: 'build' as const,
    configResolved(config: { root: string }) {
      root = config.root;
    },
    // After Vite has dropped the chunks that only held CSS.
    generateBundle: { order: 'post' as const, handler: listFiles },
  };
  // The dev server has no files to list, but the shell still routes by the screens.
  const serve = {
    name: 'exposed-files-dev',
    apply: 'serve' as const,
    configureServer(server: DevServer) {
      server.middlewares.use(`/${EXPOSED_FILES}`, (_req, res) => {
        res.setHeader('content-type', 'application/json');
        res.setHeader('access-control-allow-origin', '*');
        res.end(JSON.stringify({ screens: listed }));
      });
    },
  };
  return [build, serve];

  async function listFiles(
    this: Context,
    _options: unknown,
    bundle: Record<string, Chunk | Asset>,
  ) {
    const painted = await firstPaints();
    const chunks = new Map<string, Chunk>();
    for (const file of Object.values(bundle)) {
      if (file.type === 'chunk') chunks.set(file.fileName, file);
    }
    const entry = chunks.get(entryFile);
    if (!entry) throw new Error(`exposed-files: no ${entryFile} in the build`);
    const exposed = new Map(
      Object.entries(exposes).map(([key, source]) => {
        const id = `${root}/${source.replace(/^\.\//, '')}`;
        const chunk = [...chunks.values()].find((c) => c.facadeModuleId === id);
        if (!chunk) throw new Error(`exposed-files: no chunk for ${key} (${source})`);
        return [key, chunk.fileName] as const;
      }),
    );
    // What the entry loads at start: every dynamic import that is not an exposed module.
    const start = entry.dynamicImports.filter((file) => ![...exposed.values()].includes(file));
    const withImports = (files: string[]) => {
      const found = new Set<string>();
      const visit = (file: string) => {
        if (found.has(file)) return;
        found.add(file);
        chunks.get(file)?.imports.forEach(visit);
      };
      files.forEach(visit);
      return [...found].filter((file) => file !== entryFile && chunks.has(file));
    };
    // Each screen brings all of the remote's CSS (bundleAllCSS in federation.shared.ts).
    const css = Object.values(bundle)
      .filter((file) => file.type === 'asset' && file.fileName.endsWith('.css'))
      .map((file) => file.fileName);
    const files: ExposedFiles = {
      ...Object.fromEntries(
        [...exposed].map(([key, file]) => [
          key,
          { js: withImports([...entry.imports, ...start, file]), css },
        ]),
      ),
      screens: listed.map((screen) => {
        const firstPaint = painted[screen.path];
        return firstPaint === undefined ? screen : { ...screen, firstPaint };
      }),
    };
    this.emitFile({ type: 'asset', fileName: EXPOSED_FILES, source: JSON.stringify(files) });
  }
}
