import type { Plugin, Rollup } from 'vite';

const EARLY_START = 'src/early-start.ts';

/** The scripts each federation bootstrap imports itself, which no link of the page names. */
function bootstrapImports(bundle: Rollup.OutputBundle): string[] {
  return Object.values(bundle).flatMap((file) => {
    if (file.type !== 'asset' || !/mf-entry-bootstrap-[^/]*\.js$/.test(file.fileName)) return [];
    const dir = file.fileName.slice(0, file.fileName.lastIndexOf('/') + 1);
    return [...String(file.source).matchAll(/__mfImport\("\.\/([^"]+)"\)/g)].map(
      (match) => `${dir}${match[1]}`,
    );
  });
}

/**
 * Two things the federation plugin's index.html leaves to chance, both measured by `pnpm bench`:
 * - It turns every script of index.html into an entry that runs only after the runtime and the
 *   shared packages have loaded. The early start (src/early-start.ts) is built as an
 *   entry of its own and added to the page afterwards, first, so that it runs at once.
 * - Its bootstrap imports scripts that no link names, each found only after the one before it
 *   has run. They are named in <link rel="modulepreload">, so they download with the rest.
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
      // After the federation plugin has rewritten index.html.
      order: 'post',
      handler(_options, bundle) {
        const html = bundle['index.html'];
        if (html?.type !== 'asset') return;
        const source = String(html.source);
        const preloads = bootstrapImports(bundle)
          .filter((file) => !source.includes(`"${base}${file}"`))
          .map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`);
        const early = `<script type="module" crossorigin src="${base}${this.getFileName(earlyStart)}"></script>`;
        html.source = source
          .replace('<head>', `<head>\n    ${early}`)
          .replace('</head>', `${preloads.join('')}</head>`);
      },
    },
  };
}
