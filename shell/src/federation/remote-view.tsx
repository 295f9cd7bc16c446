import { Suspense, use, useCallback, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Spinner } from 'shared-ui/spinner';
import {
  forgetFailures,
  hasFailures,
  loadRemoteModule,
  type ModuleName,
  type RemoteModules,
  type RemoteName,
} from './remote-modules';
import { RemoteErrorBoundary } from './remote-error-boundary';

const appNames: Record<RemoteName, string> = {
  seeker: 'job seeker app',
  recruiter: 'recruiter app',
};

type ExposedComponent = { default: () => React.ReactNode };

function RemoteComponent<R extends RemoteName>({
  remote,
  module,
}: {
  remote: R;
  module: ModuleName<R>;
}) {
  // The promise is cached per module until it fails, so `use` sees the same one on every render.
  const mod = use(loadRemoteModule(remote, module)) as RemoteModules[R][ModuleName<R>] &
    ExposedComponent;
  const Exposed = mod.default;
  return <Exposed />;
}

/** One screen of a remote, loaded lazily behind its own loading view and error boundary. */
export function RemoteView<R extends RemoteName>({
  remote,
  module,
}: {
  remote: R;
  module: ModuleName<R>;
}) {
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
      appName={appNames[remote]}
      resetKey={`${remote}/${module}#${attempt}`}
      onRetry={retry}
    >
      <Suspense fallback={<Spinner label={`Loading the ${appNames[remote]}`} />}>
        <RemoteComponent remote={remote} module={module} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
