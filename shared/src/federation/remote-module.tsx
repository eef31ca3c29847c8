// Renders a module exposed by a remote ("mf-content/HomePage") through the federation runtime, with
// Suspense and an error boundary, inside an element that marks the section in the server's markup.
// While the browser hydrates a server-rendered page, each section is its own boundary: it keeps the
// server's markup until its code has arrived and it is wanted (HydrationGate), and the rest of the
// page hydrates without it. A remote that is down, answers 404, hangs or throws shows a small notice
// with Retry: above the server's markup when there is one (it stays readable), otherwise as a panel
// inside the layout; Retry asks the runtime again (no page reload).
import {
  Component,
  Suspense,
  lazy,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { useHydrated } from '../ssr/use-hydrated.ts';
import type { RemoteModuleRef, RemoteName } from 'contracts';
import { RemoteRenderContext, type AnyProps, type RemoteRenderOptions } from './remote-render-context.ts';
import { HydrationGate, SECTION_ATTRIBUTE } from './hydration-gate.tsx';

/** A section whose code has not arrived after this long says so, with Retry (its server markup stays). */
const SLOW_SECTION_MS = 8_000;

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
  const arrived = load(remote, module, props);
  // The section's boundary shows a failure; while its HydrationGate holds it back nothing awaits the
  // promise yet, and its rejection must not surface as an unhandled one.
  arrived.catch(() => undefined);
  const component = lazy(() => arrived);
  lazies.set(key, { attempt, component, arrived });
  return component;
}

/** The server's markup of a section, as it was before hydration (links work as plain links). */
function ServerMarkup({ html }: { html: string }): ReactNode {
  return <div className="remote-section__server" dangerouslySetInnerHTML={{ __html: html }} />;
}

function SectionNotice({ text, onRetry }: { text: string; onRetry: () => void }): ReactNode {
  return (
    <div role="alert" className="remote-notice">
      <span>{text}</span>
      <button type="button" className="remote-notice__retry" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}

interface BoundaryProps {
  children: ReactNode;
  onRetry: () => void;
  name: string;
  /** What the server rendered here: kept on screen under the notice when the section fails. */
  serverMarkup: string | undefined;
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
    if (this.props.serverMarkup !== undefined) {
      return (
        <>
          <SectionNotice text="Part of this page could not be loaded: it may not respond." onRetry={this.props.onRetry} />
          <ServerMarkup html={this.props.serverMarkup} />
        </>
      );
    }
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
  const [slow, setSlow] = useState(false);
  const options = useContext(RemoteRenderContext);
  const hydrated = useHydrated();
  // A section the server could not render shows its fallback on the server and while the page
  // hydrates (the same markup on both sides); the browser loads it right after.
  const key = `${remote}/${module}`;
  const deferred = !hydrated && options.clientOnly.has(key);
  const preloaded = attempt === 0 ? options.loaded.get(key)?.default : undefined;
  const Loaded = deferred ? null : (preloaded ?? lazyRemote(options, remote, module, props ?? {}, attempt));
  const arrived = preloaded ? undefined : options.lazies.get(key)?.arrived;
  // Only a section that hydrates the server's page has its markup (a later visit to the same screen
  // shows other content).
  const [serverMarkup] = useState(() => (hydrated ? undefined : options.serverMarkup?.get(key)));
  useEffect(() => {
    if (!arrived) return undefined;
    let settled = false;
    const timer = setTimeout(() => !settled && setSlow(true), SLOW_SECTION_MS);
    const settle = () => {
      settled = true;
      setSlow(false);
    };
    arrived.then(settle, settle);
    return () => clearTimeout(timer);
  }, [arrived]);
  // The same element while nothing it shows changes: a re-render of this component (the hydrated
  // flag, the slow notice) must not reach a section that is still dehydrated, or React would throw
  // the server's markup away and draw the section again from its fallback.
  const section = useMemo(() => {
    const spinner = fallback ?? <RemoteSpinner />;
    // A retry keeps the server's markup on screen while the code loads again.
    const loading = attempt > 0 && serverMarkup !== undefined ? <ServerMarkup html={serverMarkup} /> : spinner;
    return (
      <Suspense fallback={loading}>
        <HydrationGate section={key}>{Loaded ? <Loaded {...props} /> : spinner}</HydrationGate>
      </Suspense>
    );
  }, [Loaded, attempt, fallback, key, props, serverMarkup]);
  const retry = () => {
    setSlow(false);
    setAttempt((n) => n + 1);
  };
  return (
    <div className="remote-section" {...{ [SECTION_ATTRIBUTE]: key }}>
      <RemoteErrorBoundary key={attempt} name={key} onRetry={retry} serverMarkup={serverMarkup}>
        {slow && <SectionNotice text="Part of this page is slow to load: it may not respond yet." onRetry={retry} />}
        {section}
      </RemoteErrorBoundary>
    </div>
  );
}
