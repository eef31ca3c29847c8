// Renders a module exposed by a remote ("mf-content/HomePage") through the federation runtime, with
// Suspense and an error boundary. A remote that is down, answers 404, hangs or throws shows a small
// panel with Retry inside the layout; Retry asks the runtime again (no page reload).
import { Component, Suspense, lazy, useContext, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { useHydrated } from '../ssr/use-hydrated.ts';
import type { RemoteModuleRef, RemoteName } from 'contracts';
import { RemoteRenderContext, type AnyProps, type RemoteRenderOptions } from './remote-render-context.ts';

function lazyRemote(
  { load, lazies }: RemoteRenderOptions,
  remote: RemoteName,
  module: string,
  props: AnyProps,
  attempt: number,
): ComponentType<AnyProps> {
  const key = `${remote}/${module}`;
  const cached = lazies.get(key);
  if (cached && cached.attempt === attempt) return cached.component;
  const component = lazy(() => load(remote, module, props));
  lazies.set(key, { attempt, component });
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

/** A module of the contracts' table with the props it takes there (a renamed prop is a type error). */
export type RemoteModuleProps = RemoteModuleRef & { fallback?: ReactNode };

export function RemoteModule(moduleProps: RemoteModuleProps): ReactNode {
  const { remote, module, fallback } = moduleProps;
  const props: AnyProps | undefined = moduleProps.props;
  const [attempt, setAttempt] = useState(0);
  const options = useContext(RemoteRenderContext);
  const hydrated = useHydrated();
  const spinner = fallback ?? <RemoteSpinner />;
  // A section the server could not render shows its fallback on the server and while the page
  // hydrates (the same markup on both sides); the browser loads it right after.
  const key = `${remote}/${module}`;
  const deferred = !hydrated && options.clientOnly.has(key);
  const preloaded = attempt === 0 ? options.loaded.get(key)?.default : undefined;
  const Loaded = deferred ? null : (preloaded ?? lazyRemote(options, remote, module, props ?? {}, attempt));
  return (
    <RemoteErrorBoundary key={attempt} name={`${remote}/${module}`} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={spinner}>{Loaded ? <Loaded {...props} /> : spinner}</Suspense>
    </RemoteErrorBoundary>
  );
}
