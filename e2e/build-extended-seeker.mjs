// Builds seeker-app with one more screen and one more endpoint module, for the test that a
// remote team ships a page without the shell: today's built shell must route and run a screen
// it has never seen (tests/new-screen.spec.ts). The new feature is written the way a team would
// add one (a folder with its page and its api/ module), into a scratch folder inside seeker-app
// so that its imports resolve like the app's own, and built with the app's own plugins.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const seekerApp = path.join(here, '..', 'seeker-app');
const scratch = path.join(seekerApp, '.e2e-extended');
const outDir = path.join(here, '.extended-seeker', 'dist');

const files = {
  'reading-list/api/latest-job.ts': `
import { queryOptions, useQuery } from '@tanstack/react-query';
import { jobListResponseSchema } from 'shared-api/contract';
import { request } from 'shared-api/http';

/** GET /api/jobs, one job: the newest. */
async function fetchLatestJob() {
  const data = await request({ method: 'GET', url: '/api/jobs', params: { page: '1', pageSize: '1' } });
  return jobListResponseSchema.parse(data).jobs[0] ?? null;
}

export const latestJobQuery = () =>
  queryOptions({ queryKey: ['reading-list', 'latest'], queryFn: fetchLatestJob });

export const useLatestJob = () => useQuery(latestJobQuery());
`,
  'reading-list/reading-list-page.tsx': `
import { useParams } from 'react-router-dom';
import { Spinner } from 'shared-ui/spinner';
import { useLatestJob } from './api/latest-job';

export default function ReadingListPage() {
  const { list } = useParams();
  const latest = useLatestJob();
  return (
    <section className="mx-auto max-w-3xl p-6">
      <h1 className="text-2xl font-medium">Reading list: {list}</h1>
      {latest.isPending ? <Spinner label="Loading the reading list" /> : null}
      {latest.data ? <p>Newest job: {latest.data.title}</p> : null}
    </section>
  );
}
`,
  'vite.config.ts': `
import { federation } from '@module-federation/vite';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { exposedFiles, exposesOf } from '../../federation.exposed-files.ts';
import { remoteEntryFile, remoteFederationOptions } from '../../federation.shared.ts';
import { seekerScreens } from '../src/exposes.ts';

const screens = [
  ...seekerScreens,
  { path: '/reading-list/:list', module: './reading-list', source: './.e2e-extended/reading-list/reading-list-page.tsx' },
];
const exposes = exposesOf(screens, { './federation-contract': './src/federation-contract.ts' });

export default defineConfig({
  root: ${JSON.stringify(seekerApp)},
  base: './',
  plugins: [
    federation(remoteFederationOptions('seeker', exposes)),
    exposedFiles(remoteEntryFile, exposes, screens),
    react(),
    tailwindcss(),
  ],
  build: { target: 'esnext', outDir: ${JSON.stringify(outDir)}, emptyOutDir: true },
});
`,
};

fs.rmSync(scratch, { recursive: true, force: true });
try {
  for (const [file, source] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
    fs.writeFileSync(path.join(scratch, file), source.trimStart());
  }
  execFileSync('pnpm', ['exec', 'vite', 'build', '--config', '.e2e-extended/vite.config.ts'], {
    cwd: seekerApp,
    stdio: 'inherit',
  });
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
}
