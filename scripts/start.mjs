// `pnpm start`: builds whatever is not built yet, then serves the shell, both remotes and the
// API from one process (the server reads PORT, DATA_DIR, DATABASE_URL... itself).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outputs = {
  server: 'server/dist/server.js',
  shell: 'shell/dist/index.html',
  'seeker-app': 'seeker-app/dist/remoteEntry.js',
  'recruiter-app': 'recruiter-app/dist/remoteEntry.js',
};

for (const [name, output] of Object.entries(outputs)) {
  if (existsSync(path.join(root, output))) continue;
  console.log(`Building ${name}...`);
  const result = spawnSync('pnpm', ['--filter', name, 'run', 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import(pathToFileURL(path.join(root, outputs.server)).href);
