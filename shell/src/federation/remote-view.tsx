import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { Spinner } from 'shared-ui/spinner';
import {
  forgetFailures,
  hasFailures,
  loadRemoteModule,
  settledRemoteModule,
  type ModuleName,
  type RemoteName,
  type SettledModule,
} from './remote-modules';
import { RemoteErrorBoundary } from './remote-error-boundary';

const appNames: Record<RemoteName, string> = {
  seeker: 'job seeker app',
  recruiter: 'recruiter app',
};

type ScreenModule = { default: ComponentType };

/** A screen's module: its default export is the component (checked here, not by `tsc`). */
function screenModule(remote: RemoteName, module: ModuleName, loaded: unknown): ScreenModule {
  const component: unknown =
    loaded !== null && typeof loaded === 'object' ? Reflect.get(loaded, 'default') : undefined;
  if (typeof component !== 'function') {
    throw new Error(`The ${appNames[remote]}'s ${module} has no component to show`);
  }
  return loaded as ScreenModule;
}

function RemoteComponent({ remote, module }: { remote: RemoteName; module: ModuleName }) {
  // State, not Suspense: React holds back a suspended screen's reveal for up to 300 ms after its
  // fallback shows, and the screen's own first requests wait for it (measured by `pnpm bench`).
  // A module loaded already (started before the first render) shows at once.
  const [result, setResult] = useState<SettledModule | undefined>(() =>
    settledRemoteModule(remote, module),
  );
  useEffect(() => {
    if (result) return;
    let current = true;
    loadRemoteModule(remote, module).then(
      (loaded) => current && setResult({ ok: true, module: loaded }),
      (error: unknown) => current && setResult({ ok: false, error }),
    );
    return () => {
      current = false;
    };
  }, [remote, module, result]);
  if (!result) return <Spinner label={`Loading the ${appNames[remote]}`} />;
  // The error boundary shows it, with "Try again".
  if (!result.ok) throw result.error;
  const { default: Exposed } = screenModule(remote, module, result.module);
  return <Exposed />;
}

/** One screen of a remote, loaded lazily behind its own loading view and error boundary. */
export function RemoteView({ remote, module }: { remote: RemoteName; module: ModuleName }) {
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    forgetFailures(remote);
    setAttempt((n) => n + 1);
  }, [remote]);
  // Moving to another page is a new try too, so a remote that came back shows up on navigation.
  const [seenPath, setSeenPath] = useState(pathname);
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    if (hasFailures(remote)) retry();
  }

  return (
    <RemoteErrorBoundary
      remote={remote}
      appName={appNames[remote]}
      resetKey={`${remote}/${module}#${attempt}`}
      onRetry={retry}
    >
      <RemoteComponent key={`${remote}/${module}`} remote={remote} module={module} />
    </RemoteErrorBoundary>
  );
}
