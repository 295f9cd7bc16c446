/**
 * Puts a remote's entry and the files of some of its exposed modules in the browser's cache
 * before the federation runtime asks for them. Left alone, the runtime finds those files one
 * import at a time: the entry, then its imports, then the module's, each a round trip.
 * The remote's build names the files in `exposed-files.json` beside its entry
 * (federation.exposed-files.ts). Only a hint: a remote without that file, or with one this code
 * does not understand, is loaded as before.
 */
import { field } from './json-field';

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
  const listUrl = new URL('exposed-files.json', entryUrl);
  const response = await fetch(listUrl);
  if (!response.ok) return;
  const list: unknown = await response.json();
  for (const module of modules) {
    const files = field(list, module);
    for (const file of strings(field(files, 'js'))) {
      link('modulepreload', new URL(file, listUrl).href);
    }
    for (const file of strings(field(files, 'css'))) link('preload', new URL(file, listUrl).href);
  }
}

/** A remote's entry URL as the page asks for it: the runtime and the preload must agree. */
export const remoteEntryHref = (entry: string) => new URL(entry, document.baseURI).href;
