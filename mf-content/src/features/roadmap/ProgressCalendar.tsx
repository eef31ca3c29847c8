// The public page's calendar (decision 0032): one square per day from `since` (a Monday) to `until`,
// a column per week as on GitHub, darker with more marks; each day carries its text for screen
// readers and a tooltip. Dates are written out here (UTC, English), so the server's markup and the
// browser's are the same.
import type { PublicProgress } from 'contracts';

const DAY_MS = 86_400_000;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

function dayText(day: string, marks: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  const when = `${WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
  return `${when}: ${marks === 0 ? 'no progress' : `${marks} ${marks === 1 ? 'step' : 'steps'} marked`}`;
}

const level = (marks: number) => (marks === 0 ? 0 : marks === 1 ? 1 : marks <= 3 ? 2 : 3);

export function ProgressCalendar({ since, until, days }: Pick<PublicProgress, 'since' | 'until' | 'days'>) {
  const counts = new Map(days.map((d) => [d.day, d.marks]));
  const all: string[] = [];
  for (let t = Date.parse(since); t <= Date.parse(until); t += DAY_MS) all.push(new Date(t).toISOString().slice(0, 10));
  const weeks = Math.ceil(all.length / 7);
  return (
    <section className="progress-calendar" aria-labelledby="progress-calendar-title">
      <h2 id="progress-calendar-title">Days with progress</h2>
      <p className="progress-calendar__summary">
        Progress on {days.length} {days.length === 1 ? 'day' : 'days'} in the last {weeks} weeks.
      </p>
      <ol className="progress-calendar__grid" style={{ gridTemplateColumns: `repeat(${weeks}, 1fr)` }}>
        {all.map((day) => {
          const marks = counts.get(day) ?? 0;
          const text = dayText(day, marks);
          return (
            <li key={day} className={`progress-calendar__day progress-calendar__day--${level(marks)}`} title={text}>
              <span className="visually-hidden">{text}</span>
            </li>
          );
        })}
      </ol>
      <p className="progress-calendar__legend" aria-hidden="true">
        Less <span className="progress-calendar__day progress-calendar__day--0" />
        <span className="progress-calendar__day progress-calendar__day--1" />
        <span className="progress-calendar__day progress-calendar__day--2" />
        <span className="progress-calendar__day progress-calendar__day--3" /> More
      </p>
    </section>
  );
}
