/**
 * A remote's build writes `exposed-files.json` beside its entry: for each exposed module, every
 * file the federation runtime will fetch to run it (the entry's own imports, the shared-module
 * table it loads at start, the module's chunk and what that chunk imports, and the CSS).
 * The shell reads it at start-up to fetch them all at once, instead of one import after another
 * (shell/src/federation/preload-remote.ts). Paths are relative to the entry's directory.
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

export type ExposedFiles = Record<string, { js: string[]; css: string[] }>;

export function exposedFiles(entryFile: string, exposes: Record<string, string>) {
  let root = '';
  return {
    name: 'exposed-files',
    apply: 'build' as const,
    configResolved(config: { root: string }) {
      root = config.root;
    },
    // After Vite has dropped the chunks that only held CSS.
    generateBundle: { order: 'post' as const, handler: listFiles },
  };

  function listFiles(this: Context, _options: unknown, bundle: Record<string, Chunk | Asset>) {
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
    const files: ExposedFiles = Object.fromEntries(
      [...exposed].map(([key, file]) => [
        key,
        { js: withImports([...entry.imports, ...start, file]), css },
      ]),
    );
    this.emitFile({ type: 'asset', fileName: EXPOSED_FILES, source: JSON.stringify(files) });
  }
}
