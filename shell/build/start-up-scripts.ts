import type { Plugin } from 'vite';

export const EARLY_START = 'src/start-up/early-start.ts';
/** What src/main.tsx imports once the page has painted. */
const BOOT = 'src/boot.tsx';

interface ChunkInfo {
  type: 'chunk';
  facadeModuleId: string | null;
  imports: string[];
}

/**
 * Builds the early start (src/start-up/early-start.ts) as an entry of its own and puts it first in
 * index.html, so that it runs as soon as its few modules arrive, while the shell's big script is
 * still downloading (measured by `pnpm bench`). Vite would join every script of index.html into
 * one entry.
 */
export function startUpScripts(): Plugin {
  let earlyStart = '';
  let base = '/';
  return {
    name: 'start-up-scripts',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    buildStart() {
      earlyStart = this.emitFile({ type: 'chunk', id: EARLY_START, name: 'early-start' });
    },
    generateBundle: {
      // After Vite has written index.html.
      order: 'post',
      handler(_options, bundle) {
        const html = bundle['index.html'];
        if (html?.type !== 'asset') return;
        // The boot chunk and what it imports download at once, not when main.tsx asks for them.
        const chunks = new Map(
          Object.entries(bundle).flatMap(([name, file]) =>
            file.type === 'chunk' ? [[name, file as ChunkInfo] as const] : [],
          ),
        );
        const boot = [...chunks].find(([, chunk]) => chunk.facadeModuleId?.endsWith(BOOT))?.[0];
        if (!boot) throw new Error(`start-up-scripts: no chunk for ${BOOT}`);
        const preloaded = new Set<string>();
        const visit = (name: string) => {
          if (preloaded.has(name)) return;
          preloaded.add(name);
          chunks.get(name)?.imports.forEach(visit);
        };
        visit(boot);
        const links = [...preloaded]
          .filter((name) => !String(html.source).includes(`${base}${name}"`))
          .map((name) => `<link rel="modulepreload" crossorigin href="${base}${name}">`)
          .join('\n    ');
        const early = `<script type="module" crossorigin src="${base}${this.getFileName(earlyStart)}"></script>`;
        // The static frame (static-frame.ts) paints without the scripts: at low priority they do
        // not count as holding up the first paint. Chrome gives module scripts high priority,
        // which Lighthouse reads as render-blocking, and its simulated first paint then waited
        // for 170 KB of script (docs/performance.md, "Lighthouse").
        html.source = String(html.source)
          .replace('<head>', `<head>\n    ${early}`)
          .replace('</head>', `  ${links}\n  </head>`)
          .replaceAll(
            '<script type="module" crossorigin',
            '<script type="module" fetchpriority="low" crossorigin',
          )
          .replaceAll(
            '<link rel="modulepreload" crossorigin',
            '<link rel="modulepreload" fetchpriority="low" crossorigin',
          );
      },
    },
  };
}
