// docs/product/content.md#ai-roadmap: the progress header, the four levels and the chosen level's
// steps, each with its items, the workflow to run or project to build, and the reader's mark (decision
// 0032). Plain markup on the theme's CSS variables: no antd (decision 0024).
import { Link } from 'shared/router';
import { rememberRedirect, usePageMeta } from 'shared';
import { ROADMAP, type RoadmapItem, type RoadmapPractice, type RoadmapStep } from './roadmap-data.ts';
import { useRoadmapSelection } from './use-roadmap.ts';
import { NO_PROGRESS_PERCENT, progressSummary, useRoadmapProgress, type Marks } from './use-roadmap-progress.ts';
import { ProgressHeader } from './ProgressHeader.tsx';
import { StepMark } from './StepMark.tsx';
import './roadmap.css';

function SiteLink({ to, children }: { to: string; children: string }) {
  if (to.startsWith('/')) return <Link to={to}>{children}</Link>;
  return (
    <a href={to} rel="noopener noreferrer" target="_blank">
      {children}
    </a>
  );
}

function Item({ item }: { item: RoadmapItem }) {
  return <li>{item.link ? <SiteLink to={item.link}>{item.text}</SiteLink> : item.text}</li>;
}

const PRACTICE_LABELS: Record<RoadmapPractice['kind'], string> = { workflow: 'Run this workflow', project: 'Build this' };

function Practice({ practice }: { practice: RoadmapPractice }) {
  return (
    <p className="roadmap-step__practice">
      <strong>{PRACTICE_LABELS[practice.kind]}:</strong> <SiteLink to={practice.link}>{practice.text}</SiteLink>
    </p>
  );
}

function summaryText(marks: Marks): string {
  const { done, learning, skipped, total, empty } = progressSummary(marks);
  if (empty) return 'Mark each step as you go: done, learning or skipped.';
  return `${done} of ${total} steps done, ${learning} learning, ${skipped} skipped.`;
}

function WhereKept({ progress }: { progress: ReturnType<typeof useRoadmapProgress> }) {
  if (!progress.signedIn) {
    return (
      <p className="roadmap__kept">
        Your marks are kept in this browser.{' '}
        <Link to="/signin" onClick={() => rememberRedirect('/ai-roadmap')}>
          Sign in
        </Link>{' '}
        to keep them in your account and see them on every device.
      </p>
    );
  }
  const { sharing } = progress;
  return (
    <p className="roadmap__kept">
      Your marks are saved to your account.{' '}
      {sharing?.public && sharing.handle ? (
        <>
          Your public page: <Link to={`/u/${sharing.handle}/roadmap`}>/u/{sharing.handle}/roadmap</Link>
        </>
      ) : (
        <Link to="/account#public-progress">Share your progress on a public page</Link>
      )}
    </p>
  );
}

function Step({
  step,
  index,
  expanded,
  onExpand,
  progress,
}: {
  step: RoadmapStep;
  index: number;
  expanded: boolean;
  onExpand: () => void;
  progress: ReturnType<typeof useRoadmapProgress>;
}) {
  const status = progress.marks[step.id] ?? 'none';
  return (
    <li className={`roadmap-step roadmap-step--${status}`} aria-current={expanded ? 'step' : undefined}>
      <span className="roadmap-step__number" aria-hidden="true">
        {status === 'done' ? '✓' : index + 1}
      </span>
      <div className="roadmap-step__body">
        {/* The label is the control: a clickable step would hold the items' links inside a button. */}
        <button type="button" className="roadmap__step" aria-expanded={expanded} onClick={onExpand}>
          {step.label}
        </button>
        <StepMark step={step.id} label={step.label} value={status} onChange={(next) => progress.setMark(step.id, next)} />
        {expanded && (
          <div className="roadmap-step__details" data-testid="roadmap-step-items">
            <ul className="roadmap__items">
              {step.items.map((item) => (
                <Item key={item.text} item={item} />
              ))}
            </ul>
            <Practice practice={step.practice} />
          </div>
        )}
      </div>
    </li>
  );
}

export function RoadmapPage() {
  usePageMeta(
    'AI Roadmap',
    'A step-by-step learning path from your first AI image to advanced video and earning with ComfyUI, Flux and Wan.',
  );
  const { level, step, chooseLevel, chooseStep } = useRoadmapSelection();
  const progress = useRoadmapProgress();
  const summary = progressSummary(progress.marks);
  const current = ROADMAP[level] ?? ROADMAP[0]!;

  return (
    <section className="roadmap">
      <header className="roadmap__header">
        <h1>AI Roadmap</h1>
        <p>Four levels, five steps each: from your first picture to advanced video and a creator business.</p>
        <ProgressHeader percent={summary.empty ? NO_PROGRESS_PERCENT : summary.percent} label="Roadmap progress">
          {summaryText(progress.marks)}
        </ProgressHeader>
        <WhereKept progress={progress} />
        <p className="roadmap__status" role="status">
          {progress.failure ? `Your mark was not saved: ${progress.failure}` : progress.saving ? 'Saving…' : ''}
        </p>
      </header>
      <nav className="roadmap__levels" aria-label="Levels">
        <ol>
          {ROADMAP.map((l, index) => {
            const done = l.steps.filter((s) => progress.marks[s.id] === 'done' || progress.marks[s.id] === 'skipped').length;
            return (
              <li key={l.title}>
                <button
                  type="button"
                  className="roadmap-level"
                  aria-current={index === level ? 'step' : undefined}
                  onClick={() => chooseLevel(index)}
                >
                  <span className="roadmap-level__number" aria-hidden="true">
                    {index + 1}
                  </span>
                  <span className="roadmap-level__text">
                    <span className="roadmap-level__title">{l.title}</span>
                    <span className="roadmap-level__subtitle">{l.subtitle}</span>
                    <span className="roadmap-level__count">
                      {done} of {l.steps.length} done or skipped
                    </span>
                  </span>
                </button>
              </li>
            );
          })}
        </ol>
      </nav>
      <h2 className="roadmap__level-title">
        {current.title}: {current.subtitle}
      </h2>
      <ol className="roadmap__steps">
        {current.steps.map((s, index) => (
          <Step key={s.id} step={s} index={index} expanded={index === step} onExpand={() => chooseStep(index)} progress={progress} />
        ))}
      </ol>
    </section>
  );
}
