// A member's public roadmap progress, /u/<handle>/roadmap (docs/product/content.md#public-progress-page):
// their percentage, each step's mark and the calendar of the days they made progress. Only the
// handle names them. No antd (decision 0024).
import { useQuery } from '@tanstack/react-query';
import { Link } from 'shared/router';
import { RemoteSpinner, usePageMeta } from 'shared';
import type { PublicProgress } from 'contracts';
import { ROADMAP } from './roadmap-data.ts';
import { ProgressCalendar } from './ProgressCalendar.tsx';
import { ProgressHeader } from './ProgressHeader.tsx';
import { publicProgressQuery } from './progress-queries.ts';
import { MARK_LABELS } from './StepMark.tsx';
import { progressSummary, type Marks } from './use-roadmap-progress.ts';
import './roadmap.css';

export const NO_PUBLIC_PROGRESS = 'No public roadmap progress here';

function Progress({ progress }: { progress: PublicProgress }) {
  const marks: Marks = Object.fromEntries(progress.marks.filter((m) => m.status !== 'none').map((m) => [m.step, m.status]));
  const { done, learning, skipped, total, percent } = progressSummary(marks);
  return (
    <>
      <ProgressHeader percent={percent} label={`Roadmap progress of @${progress.handle}`}>
        {done} of {total} steps done, {learning} learning, {skipped} skipped.
      </ProgressHeader>
      {ROADMAP.map((level) => (
        <section key={level.title} className="public-progress__level">
          <h2>
            {level.title}: {level.subtitle}
          </h2>
          <ol className="public-progress__steps">
            {level.steps.map((step, index) => {
              const status = marks[step.id] ?? 'none';
              return (
                <li key={step.id} className={`roadmap-step--${status}`}>
                  <span className="roadmap-step__number" aria-hidden="true">
                    {status === 'done' ? '✓' : index + 1}
                  </span>
                  <span>{step.label}</span>
                  <span className="public-progress__state">{MARK_LABELS[status]}</span>
                </li>
              );
            })}
          </ol>
        </section>
      ))}
      <ProgressCalendar since={progress.since} until={progress.until} days={progress.days} />
    </>
  );
}

export function PublicProgressPage({ handle }: { handle: string }) {
  const { data, isPending, isError, refetch } = useQuery(publicProgressQuery(handle));
  const title = `@${handle.toLowerCase()}’s AI Roadmap progress`;
  usePageMeta(data === null ? NO_PUBLIC_PROGRESS : title, `The AI Roadmap steps @${handle} has done, is learning or skipped.`);

  return (
    <section className="roadmap public-progress">
      <header className="roadmap__header">
        <h1>{data === null ? NO_PUBLIC_PROGRESS : title}</h1>
      </header>
      {isPending && <RemoteSpinner />}
      {isError && (
        <p role="alert">
          The progress could not be loaded.{' '}
          <button type="button" className="button-link" onClick={() => void refetch()}>
            Retry
          </button>
        </p>
      )}
      {data === null && (
        <p>
          This member does not share their progress, or there is no member by this name. <Link to="/ai-roadmap">Open the AI Roadmap</Link>{' '}
          to track your own.
        </p>
      )}
      {data && <Progress progress={data} />}
      {data && (
        <p className="roadmap__kept">
          <Link to="/ai-roadmap">Follow the AI Roadmap yourself</Link>
        </p>
      )}
    </section>
  );
}
