import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A shell's index.html as the build writes it: a default title and description to replace. */
export const SHELL_INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Job Board: find your next job</title>
    <meta name="description" content="The default description." />
    <script type="module" src="/assets/index.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

export const SEEKER_SCREENS = [
  { path: '/', module: './home' },
  { path: '/apply-jobs/:id', module: './job-detail' },
  { path: '/companies/:id', module: './company' },
  { path: '/applications', module: './applications' },
  { path: '/saved-jobs', module: './saved-jobs' },
];
export const RECRUITER_SCREENS = [{ path: '/dashboard/*', module: './dashboard' }];

/** The same index.html from a shell that marks where a page's first paint goes. */
export const SHELL_INDEX_WITH_MARKER = SHELL_INDEX.replace(
  '<div id="root"></div>',
  '<div id="root"><header>frame</header><main><!--first-paint--></main></div>',
);

const manifest = (screens: unknown[], files: Record<string, unknown> = {}) =>
  JSON.stringify({ ...files, screens });

/** Built apps' folders with just what the page renderer reads, for serveWebApps tests. */
export function fakeWebApps({
  shellIndex = SHELL_INDEX,
  seekerScreens = SEEKER_SCREENS,
  seekerFiles = {},
  shellFirstPaints,
}: {
  shellIndex?: string;
  seekerScreens?: unknown[];
  /** The manifest's files of each exposed module. */
  seekerFiles?: Record<string, { js: string[]; css: string[] }>;
  /** The shell's first-paints.json; none by default, as from a shell built before it. */
  shellFirstPaints?: Record<string, string>;
} = {}): string {
  const root = mkdtempSync(path.join(tmpdir(), 'web-apps-'));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  write('shell/dist/index.html', shellIndex);
  if (shellFirstPaints) write('shell/dist/first-paints.json', JSON.stringify(shellFirstPaints));
  write('seeker-app/dist/exposed-files.json', manifest(seekerScreens, seekerFiles));
  write('recruiter-app/dist/exposed-files.json', manifest(RECRUITER_SCREENS));
  return root;
}

/** What a static host of the shell and remotes answers, by path. */
export function hostedFiles(origin: string, extraSeekerScreens: unknown[] = []) {
  return new Map<string, string>([
    ['/index.html', SHELL_INDEX],
    [
      '/config.json',
      JSON.stringify({
        apiBaseUrl: 'https://api.example',
        remotes: {
          seeker: `${origin}/seeker/remoteEntry.js`,
          recruiter: `${origin}/recruiter/remoteEntry.js`,
        },
      }),
    ],
    ['/seeker/exposed-files.json', manifest([...SEEKER_SCREENS, ...extraSeekerScreens])],
    ['/recruiter/exposed-files.json', manifest(RECRUITER_SCREENS)],
  ]);
}

const unescape = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** The API answers a page was sent with (`<script type="application/json" id="page-data">`). */
export function pageData(html: string): Record<string, unknown> | undefined {
  const json = /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(
    html,
  )?.[1];
  return json === undefined ? undefined : (JSON.parse(json) as Record<string, unknown>);
}

/** The head's parts a crawler reads, from a page's HTML. */
export function headOf(html: string) {
  const attribute = (pattern: RegExp) => {
    const found = pattern.exec(html)?.[1];
    return found === undefined ? undefined : unescape(found);
  };
  return {
    title: attribute(/<title>([^<]*)<\/title>/),
    titles: html.match(/<title>/g)?.length ?? 0,
    description: attribute(/<meta name="description" content="([^"]*)"/),
    descriptions: html.match(/<meta name="description"/g)?.length ?? 0,
    canonical: attribute(/<link rel="canonical" href="([^"]*)"/),
    robots: attribute(/<meta name="robots" content="([^"]*)"/),
    og: Object.fromEntries(
      [...html.matchAll(/<meta property="og:(\w+)" content="([^"]*)"/g)].map(
        (m): [string, string] => [m[1] ?? '', unescape(m[2] ?? '')],
      ),
    ),
    jsonLd: [
      ...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
    ].map((m) => JSON.parse(m[1] ?? 'null') as Record<string, unknown>),
    hasApp: html.includes('<div id="root"></div>') && html.includes('/assets/index.js'),
  };
}
