import type { Plugin } from 'vite';

export const EARLY_START = 'src/start-up/early-start.ts';

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
        const early = `<script type="module" crossorigin src="${base}${this.getFileName(earlyStart)}"></script>`;
        // The static frame (static-frame.ts) paints without the scripts: at low priority they do
        // not count as holding up the first paint. Chrome gives module scripts high priority,
        // which Lighthouse reads as render-blocking, and its simulated first paint then waited
        // for 170 KB of script (docs/performance.md, "Lighthouse").
        html.source = String(html.source)
          .replace('<head>', `<head>\n    ${early}`)
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
