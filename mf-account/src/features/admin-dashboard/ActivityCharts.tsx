// The dashboard's charts (recharts; this module is its own lazy chunk, so the library loads only
// with the dashboard): one bar chart per kind of event per day, and the most downloaded workflows.
// Each chart has a title and a text summary for screen readers.
import { Card } from 'antd';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ActivityDay, DashboardActivity } from 'contracts';

type Series = keyof Omit<ActivityDay, 'date'>;

const SERIES: { key: Series; title: string; color: string }[] = [
  { key: 'signups', title: 'Sign-ups per day', color: '#0b7a6c' },
  { key: 'comments', title: 'Comments per day', color: '#3b6fd4' },
  { key: 'downloads', title: 'Workflow downloads per day', color: '#8a5cd1' },
  { key: 'newsletter_confirmations', title: 'Newsletter confirmations per day', color: '#c7761a' },
  { key: 'contact_messages', title: 'Contact messages per day', color: '#c23b5a' },
];

/** "2026-11-24" → "24 Nov". */
function shortDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day!)).toLocaleDateString(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' });
}

function DayChart({ activity, series }: { activity: DashboardActivity; series: (typeof SERIES)[number] }) {
  const total = activity.per_day.reduce((sum, day) => sum + day[series.key], 0);
  const id = `chart-${series.key}`;
  return (
    <Card size="small" className="admin-dashboard__chart" title={<h3 id={id}>{series.title}</h3>} extra={<span>{total} in total</span>}>
      <div
        role="img"
        aria-labelledby={id}
        aria-description={`${total} over the last ${activity.days} days`}
        className="admin-dashboard__plot"
        data-testid={id}
      >
        <ResponsiveContainer width="100%" height={180}>
          <BarChart data={activity.per_day} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="date" tickFormatter={shortDay} minTickGap={16} fontSize={12} />
            <YAxis allowDecimals={false} fontSize={12} />
            <Tooltip labelFormatter={(label) => shortDay(String(label))} />
            <Bar dataKey={series.key} name={series.title.replace(' per day', '')} fill={series.color} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </Card>
  );
}

function TopWorkflows({ activity }: { activity: DashboardActivity }) {
  const rows = activity.top_workflows;
  return (
    <Card
      size="small"
      className="admin-dashboard__chart admin-dashboard__chart--wide"
      title={<h3 id="chart-top-workflows">Downloads per workflow</h3>}
    >
      {rows.length === 0 ? (
        <p className="admin-dashboard__empty">No workflow was downloaded in the last {activity.days} days.</p>
      ) : (
        <div role="img" aria-labelledby="chart-top-workflows" className="admin-dashboard__plot" data-testid="chart-top-workflows">
          <ResponsiveContainer width="100%" height={Math.max(120, rows.length * 36 + 40)}>
            <BarChart data={rows} layout="vertical" margin={{ top: 4, right: 16, bottom: 0, left: 8 }}>
              <CartesianGrid strokeDasharray="3 3" horizontal={false} />
              <XAxis type="number" allowDecimals={false} fontSize={12} />
              <YAxis type="category" dataKey="title" width={160} fontSize={12} />
              <Tooltip />
              <Bar dataKey="downloads" name="Downloads" fill="#8a5cd1" isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        </div>
      )}
      <ol className="visually-hidden">
        {rows.map((row) => (
          <li key={row.id}>
            {row.title}: {row.downloads}
          </li>
        ))}
      </ol>
    </Card>
  );
}

export default function ActivityCharts({ activity, updating }: { activity: DashboardActivity; updating: boolean }) {
  return (
    <div className={`admin-dashboard__charts${updating ? ' admin-dashboard__charts--updating' : ''}`} aria-busy={updating}>
      {SERIES.map((series) => (
        <DayChart key={series.key} activity={activity} series={series} />
      ))}
      <TopWorkflows activity={activity} />
    </div>
  );
}
