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

/** The shell's start, which `main.tsx` imports once the page has painted (decision 34). */
const boot = path.join(shellSource, 'boot.tsx');

/**
 * The modules the shell's early start imports: they make the start-up chunk, as in the shell's
 * build. Found in the module graph once it is built, with those of `beforePaint`.
 */
const startUp = new Set<string>();
/**
 * The modules index.html's script (`main.tsx`) imports itself, to wait for the first paint: the
 * small entry chunk, as in the shell's build. Every other module is the one bundle, evaluated
 * once `main.tsx` has imported `boot.tsx` after the paint, and downloaded meanwhile (the
 * modulepreload links of start-up-scripts), as the shell's boot chunk is.
 */
const beforePaint = new Set<string>();
function startUpModules(): Plugin {
  return {
    name: 'start-up-modules',
    buildEnd() {
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      const earlyStart = entries.find((id) => id.endsWith(EARLY_START));
      if (!earlyStart) throw new Error(`no ${EARLY_START} in the build`);
      if (!this.getModuleInfo(boot)) throw new Error(`no ${boot} in the build`);
      // Static imports only: what a module imports dynamically is not needed to start it.
      const collect = (into: Set<string>, id: string) => {
        if (startUp.has(id) || into.has(id)) return;
        into.add(id);
        this.getModuleInfo(id)?.importedIds.forEach((next) => collect(into, next));
      };
      collect(startUp, earlyStart);
      entries.filter((id) => id !== earlyStart).forEach((id) => collect(beforePaint, id));
    },
    generateBundle(_options, bundle) {
      // What the page evaluates before its first paint: its scripts' chunks and their imports.
      const chunks = new Map(
        Object.entries(bundle).flatMap(([name, file]) =>
          file.type === 'chunk' ? [[name, file] as const] : [],
        ),
      );
      const evaluated = new Set<string>();
      const visit = (name: string) => {
        if (evaluated.has(name)) return;
        evaluated.add(name);
        chunks.get(name)?.imports.forEach(visit);
      };
      chunks.forEach((chunk, name) => {
        if (chunk.isEntry) visit(name);
      });
      const early = [...evaluated]
        .flatMap((name) => chunks.get(name)?.moduleIds ?? [])
        .filter((id) => path.isAbsolute(id) && !startUp.has(id) && !beforePaint.has(id));
      if (early.length > 0) {
        throw new Error(`${early.length} modules of the bundle run before the paint: ${early[0]}`);
      }
    },
  };
}

// The shell's index.html and sources, built without federation into one script, with the
// shell's early start before it and its first paint before the script runs, as in the federated
// build, so that the two differ by federation.
export default defineConfig({
  root: path.resolve(here, '../shell'),
  publicDir: false,
  plugins: [
    bundledRemotes(),
    startUpModules(),
    react(),
    tailwindcss(),
    startUpScripts(),
    staticFrame(),
  ],
  build: {
    outDir: path.resolve(here, 'dist'),
    emptyOutDir: true,
    target: 'esnext',
    // The one bundle is big by design: its size is what `pnpm bench` compares with.
    chunkSizeWarningLimit: 2000,
    // One stylesheet in the head, the remotes' rules with the shell's, as before `main.tsx` waited
    // for the paint: a stylesheet of the bundle's own would be asked for only once `main.tsx`
    // imports it, and the import would wait for it (the federated page preloads the remote's
    // stylesheet from its early start).
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'start-up', test: (id: string) => startUp.has(id) },
            { name: 'index', test: (id: string) => beforePaint.has(id) },
            // boot.tsx stays out: a chunk made by a group is no module's own, so `boot.tsx` would
            // have none for start-up-scripts to preload. Its chunk is small and imports the
            // bundle, as the early start's imports the start-up chunk.
            {
              name: 'bundle',
              test: (id: string) => id !== boot && !startUp.has(id) && !beforePaint.has(id),
            },
          ],
        },
      },
    },
  },
});
