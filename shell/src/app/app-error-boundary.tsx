import { Component, Fragment, type ErrorInfo, type ReactNode } from 'react';
import { StatusMessage } from 'shared-ui/status-message';

interface State {
  error: Error | null;
  attempt: number;
}

/**
 * The last line: an error no screen's own boundary caught (the Navbar, the sign-in, a chunk of
 * the shell that did not download) shows a message with a way out, not a blank page.
 * "Try again" renders everything anew; "Reload the page" starts the site again from the server.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('The site failed', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) {
      // A new key remounts everything below, so a lazy part asks for its code again.
      return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>;
    }
    return (
      <StatusMessage
        tone="error"
        title="Something went wrong on this page."
        action={
          <div className="flex flex-wrap justify-center gap-3">
            <button
              type="button"
              className="rounded bg-brand-600 px-4 py-2 text-white"
              onClick={() =>
                this.setState(({ attempt }) => ({ error: null, attempt: attempt + 1 }))
              }
            >
              Try again
            </button>
            <button
              type="button"
              className="rounded border border-gray-300 px-4 py-2 text-gray-800"
              onClick={() => window.location.reload()}
            >
              Reload the page
            </button>
          </div>
        }
      >
        This page could not be shown. Try again, or reload the page if it keeps happening.
      </StatusMessage>
    );
  }
}
