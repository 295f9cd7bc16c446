import { Component, type ErrorInfo, type ReactNode } from 'react';
import { StatusMessage } from 'shared-ui/status-message';
import { UnsupportedRemoteError } from './contract';
import type { RemoteName } from './remotes';
import { reportRemoteError } from './telemetry/collector';

interface Props {
  remote: RemoteName;
  appName: string;
  /** A new key (another route, a retry) clears the error and tries again. */
  resetKey: string;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
  resetKey: string;
}

/** Keeps a failing remote inside its own area: the Navbar and the other remote keep working. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`The ${this.props.appName} failed`, error, info.componentStack);
    // Counted against the remote's version (telemetry/): a canary that throws is rolled back.
    reportRemoteError(this.props.remote, error);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (error instanceof UnsupportedRemoteError) {
      return (
        <StatusMessage
          tone="error"
          title={`The ${this.props.appName} cannot run in this version of the site.`}
        >
          {error.message} The rest of the site still works; this part returns once both are updated.
        </StatusMessage>
      );
    }
    return (
      <StatusMessage
        tone="error"
        title={`The ${this.props.appName} is not available right now.`}
        action={
          <button
            type="button"
            className="rounded bg-brand-600 px-4 py-2 text-white"
            onClick={this.props.onRetry}
          >
            Try again
          </button>
        }
      >
        The rest of the site still works. Try again in a moment.
      </StatusMessage>
    );
  }
}
