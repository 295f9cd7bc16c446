/**
 * Puts a remote's entry and the files of some of its exposed modules in the browser's cache
 * before the federation runtime asks for them. Left alone, the runtime finds those files one
 * import at a time: the entry, then its imports, then the module's, each a round trip.
 * The remote's manifest names the files (federation.exposed-files.ts). Only a hint: a remote
 * without a manifest, or with one this code does not understand, is loaded as before.
 */
import { field } from './json-field';
import { requestManifest } from './remote-manifests';

const linked = new Set<string>();

function link(rel: 'modulepreload' | 'preload', href: string): void {
  if (linked.has(href)) return;
  linked.add(href);
  const element = document.createElement('link');
  element.rel = rel;
  // The runtime adds each stylesheet as a plain <link>, so the preload must be plain too.
  if (rel === 'preload') element.setAttribute('as', 'style');
  element.href = href;
  document.head.append(element);
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

export async function preloadRemote(entryUrl: string, modules: readonly string[]): Promise<void> {
  link('modulepreload', entryUrl);
  const list = await requestManifest(entryUrl);
  for (const module of modules) {
    const files = field(list, module);
    for (const file of strings(field(files, 'js'))) {
      link('modulepreload', new URL(file, entryUrl).href);
    }
    for (const file of strings(field(files, 'css'))) link('preload', new URL(file, entryUrl).href);
  }
}
