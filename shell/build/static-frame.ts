import path from 'node:path';
import { runnerImport, type Plugin } from 'vite';

const ROOT = '<div id="root"></div>';

/**
 * Puts the shell's static frame (src/start-up/static-frame.tsx, rendered from the Navbar's own
 * components) into index.html's #root, so it paints before any script and cannot drift from
 * what React then renders.
 */
export function staticFrame(): Plugin {
  // Rendered once per build or dev server: loading the component takes a module runner of its own.
  let frame: Promise<string> | undefined;
  const render = async () => {
    const { module } = await runnerImport<typeof import('../src/start-up/static-frame')>(
      path.join(import.meta.dirname, '..', 'src', 'start-up', 'static-frame.tsx'),
      { configFile: false, logLevel: 'error' },
    );
    return module.staticFrameHtml();
  };
  return {
    name: 'static-frame',
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        if (!html.includes(ROOT)) throw new Error(`index.html has no empty ${ROOT} to fill`);
        frame ??= render();
        return html.replace(ROOT, `<div id="root">${await frame}</div>`);
      },
    },
  };
}
