import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createInstance, getInstance } from '@module-federation/runtime';
import { federationShared, shareStrategy } from '../../../federation.shared';
import { sharedKeyOf } from './host-runtime';
import { hostModules } from 'virtual:host-shares';

const exportedModules = (workspacePackage: string) => {
  const file = path.join(import.meta.dirname, '../../..', workspacePackage, 'package.json');
  const { exports } = JSON.parse(readFileSync(file, 'utf8')) as { exports: object };
  return Object.keys(exports)
    .filter((path) => !path.startsWith('./testing/') && !path.endsWith('.css'))
    .map((path) => `${workspacePackage}/${path.slice(2)}`);
};

/** A remote as its entry starts it: its own fallback copy, and the page's share scope. */
function remoteAsking(name: string) {
  const { requiredVersion } = federationShared[sharedKeyOf(name)];
  const ownCopy = { ownCopy: true };
  const remote = createInstance({
    name: `remote-${name}`,
    remotes: [],
    shareStrategy,
    shared: {
      [name]: {
        version: '0.0.1',
        get: () => Promise.resolve(() => ownCopy),
        shareConfig: { singleton: true, requiredVersion, strictVersion: false },
      },
    },
  });
  const host = getInstance();
  if (!host) throw new Error('the shell started no federation runtime');
  remote.initShareScopeMap('default', host.shareScopeMap.default ?? {});
  return remote;
}

test('the shell offers every module shared-api and shared-ui export', () => {
  const offered = Object.keys(hostModules);
  for (const name of [...exportedModules('shared-api'), ...exportedModules('shared-ui')]) {
    expect(offered).toContain(name);
  }
});

test('a remote asking for any shared module gets the shell’s copy, not its own', async () => {
  for (const [name, module] of Object.entries(hostModules)) {
    const factory = await remoteAsking(name).loadShare(name);
    expect(factory && factory(), name).toBe(module);
  }
});

test('remotes find the shell’s runtime core, so they download none of their own', () => {
  const published: unknown = Reflect.get(globalThis, '_FEDERATION_RUNTIME_CORE');
  expect(published).toHaveProperty('ModuleFederation');
});

test('a module outside the shared packages is refused', () => {
  expect(() => sharedKeyOf('zod')).toThrow('zod is not a shared package');
  expect(sharedKeyOf('react')).toBe('react/');
  expect(sharedKeyOf('react-dom/client')).toBe('react-dom/');
  expect(() => sharedKeyOf('react-router')).toThrow();
});
