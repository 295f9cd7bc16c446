import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { recruiterExposes } from '../recruiter-app/src/exposes.ts';
import { seekerExposes } from '../seeker-app/src/exposes.ts';
import { EARLY_START, startUpScripts } from '../shell/build/start-up-scripts.ts';
import { staticFrame } from '../shell/build/static-frame.ts';

const here = import.meta.dirname;
const shellSource = path.resolve(here, '../shell/src');
/** The shell's modules that fetch remotes, each replaced by its bundled stand-in. */
const standIns = [
  'federation/host-runtime',
  'federation/remote-modules',
  'start-up/preload-remote',
  'start-up/remote-manifests',
];
const swapped = new Map(
  standIns.map((name) => [
    path.join(shellSource, `${name}.ts`),
    path.join(here, `src/${name.replace('federation/', '')}.ts`),
  ]),
);

const BUNDLED_REMOTES = 'virtual:bundled-remotes';

/** Every module each remote exposes, imported by the paths its own list gives. */
function bundledRemotesSource(): string {
  const remotes = {
    seeker: ['seeker-app', seekerExposes],
    recruiter: ['recruiter-app', recruiterExposes],
  } as const;
  const lines: string[] = [];
  const table = Object.entries(remotes).map(([remote, [folder, exposes]]) => {
    const modules = Object.entries(exposes).map(([name, source]) => {
      lines.push(
        `import * as m${lines.length} from ${JSON.stringify(path.resolve(here, '..', folder, source))};`,
      );
      return `${JSON.stringify(name)}: m${lines.length - 1}`;
    });
    return `${remote}: { ${modules.join(', ')} }`;
  });
  return [...lines, `export const bundledRemotes = { ${table.join(', ')} };`].join('\n');
}

/** The shell's federated module loader, manifests and preloads get bundled stand-ins instead. */
function bundledRemotes(): Plugin {
  return {
    name: 'bundled-remotes',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source === BUNDLED_REMOTES) return `\0${BUNDLED_REMOTES}`;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return (resolved && swapped.get(resolved.id)) ?? null;
    },
    load: (id) => (id === `\0${BUNDLED_REMOTES}` ? bundledRemotesSource() : undefined),
  };
}

/**
 * The modules the shell's early start imports, found in the module graph once it is built: they
 * make the start-up chunk, and every other module the one bundle.
 */
const startUp = new Set<string>();
function earlyStartModules(): Plugin {
  return {
    name: 'early-start-modules',
    buildEnd() {
      const entry = [...this.getModuleIds()].find((id) => id.endsWith(EARLY_START));
      const visit = (id: string) => {
        if (startUp.has(id)) return;
        startUp.add(id);
        this.getModuleInfo(id)?.importedIds.forEach(visit);
      };
      if (!entry) throw new Error(`no ${EARLY_START} in the build`);
      visit(entry);
    },
  };
}

// The shell's index.html and sources, built without federation into one script, with the
// shell's early start beside it as in the federated build, so that the two differ by federation.
export default defineConfig({
  root: path.resolve(here, '../shell'),
  publicDir: false,
  plugins: [
    bundledRemotes(),
    earlyStartModules(),
    react(),
    tailwindcss(),
    startUpScripts(),
    staticFrame(),
  ],
  build: {
    outDir: path.resolve(here, 'dist'),
    emptyOutDir: true,
    target: 'esnext',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'start-up', test: (id: string) => startUp.has(id) },
            { name: 'index', test: (id: string) => !startUp.has(id) },
          ],
        },
      },
    },
  },
});
