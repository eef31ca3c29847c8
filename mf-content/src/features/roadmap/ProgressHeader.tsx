// The roadmap's progress bar (plain markup, decision 0024): a progressbar with its percentage and a
// line saying what it counts.
import type { ReactNode } from 'react';

export function ProgressHeader({ percent, label, children }: { percent: number; label: string; children: ReactNode }) {
  return (
    <div className="roadmap-progress">
      <div className="roadmap-progress__row">
        <div
          className="roadmap-progress__track"
          role="progressbar"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <div className="roadmap-progress__bar" style={{ width: `${percent}%` }} />
        </div>
        <span className="roadmap-progress__percent">{percent}%</span>
      </div>
      <p className="roadmap-progress__summary">{children}</p>
    </div>
  );
}
