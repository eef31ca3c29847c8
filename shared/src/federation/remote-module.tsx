// Renders a module exposed by a remote ("mf-content/HomePage") through the federation runtime, with
// Suspense and an error boundary. A remote that is down, answers 404, hangs or throws shows a small
// panel with Retry inside the layout; Retry asks the runtime again (no page reload).
import { Component, Suspense, lazy, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';

export type RemoteName = 'mf-content' | 'mf-workflows' | 'mf-account' | 'mf-community';

type AnyProps = Record<string, unknown>;

function loadExposed<P extends AnyProps>(remote: RemoteName, module: string): Promise<{ default: ComponentType<P> }> {
  return loadRemote<{ default: ComponentType<P> }>(`${remote}/${module}`).then((loaded) => {
    if (!loaded?.default) throw new Error(`${remote}/${module} has no default export`);
    return loaded;
  });
}

// React.lazy keeps a rejected load forever, so every attempt gets its own lazy component.
const attempts = new Map<string, { attempt: number; component: ComponentType<AnyProps> }>();

function lazyRemote(remote: RemoteName, module: string, attempt: number): ComponentType<AnyProps> {
  const key = `${remote}/${module}`;
  const cached = attempts.get(key);
  if (cached && cached.attempt === attempt) return cached.component;
  const component = lazy(() => loadExposed<AnyProps>(remote, module));
  attempts.set(key, { attempt, component });
  return component;
}

interface BoundaryProps {
  children: ReactNode;
  onRetry: () => void;
  name: string;
}

class RemoteErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error): { error: Error } {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`Remote ${this.props.name} failed`, error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" className="remote-failure" data-remote={this.props.name}>
        <p className="remote-failure__title">This section could not be loaded.</p>
        <p className="remote-failure__text">Check your connection; the rest of the site still works.</p>
        <button type="button" className="remote-failure__retry" onClick={this.props.onRetry}>
          Retry
        </button>
      </div>
    );
  }
}

export function RemoteSpinner({ label = 'Loading…' }: { label?: string }): ReactNode {
  return (
    <div className="remote-loading" role="status" aria-live="polite">
      <span className="remote-loading__spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}

export interface RemoteModuleProps {
  remote: RemoteName;
  module: string;
  props?: AnyProps;
  fallback?: ReactNode;
}

export function RemoteModule({ remote, module, props, fallback }: RemoteModuleProps): ReactNode {
  const [attempt, setAttempt] = useState(0);
  const Loaded = lazyRemote(remote, module, attempt);
  return (
    <RemoteErrorBoundary key={attempt} name={`${remote}/${module}`} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={fallback ?? <RemoteSpinner />}>
        <Loaded {...props} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
