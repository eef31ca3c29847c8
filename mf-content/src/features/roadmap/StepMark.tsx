// A step's mark (decision 0032): a group of native radio buttons, so click, tap and the keyboard
// (Tab to the group, arrow keys to choose) all work, with the chosen mark shown.
import type { RoadmapStepId, StepStatus } from 'contracts';

export const MARK_LABELS: Record<StepStatus, string> = { none: 'Not started', learning: 'Learning', done: 'Done', skipped: 'Skipped' };
const ORDER: StepStatus[] = ['none', 'learning', 'done', 'skipped'];

export function StepMark({
  step,
  label,
  value,
  onChange,
}: {
  step: RoadmapStepId;
  label: string;
  value: StepStatus;
  onChange: (status: StepStatus) => void;
}) {
  return (
    <fieldset className="step-mark">
      <legend className="visually-hidden">Your progress on “{label}”</legend>
      {ORDER.map((status) => (
        <label key={status} className={`step-mark__option step-mark__option--${status}`}>
          <input type="radio" name={`mark-${step}`} value={status} checked={value === status} onChange={() => onChange(status)} />
          <span>{MARK_LABELS[status]}</span>
        </label>
      ))}
    </fieldset>
  );
}
