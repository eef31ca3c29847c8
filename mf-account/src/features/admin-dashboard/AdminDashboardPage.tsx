// /admin: the site's counts, then charts of what happened per day over 7, 30 or 90 days (sign-ups,
// comments, workflow downloads, newsletter confirmations, contact messages). The charts and their
// library load only here, after the counts (a lazy chunk of this module).
import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Card, Segmented, Skeleton, Spin, Statistic } from 'antd';
import { AdminScreen, LoadFailed } from 'shared/admin';
import type { ActivityRange, Dashboard } from 'contracts';
import { DEFAULT_RANGE, RANGES, activityQuery, countsQuery } from './dashboard-api.ts';
import './admin-dashboard.css';

const ActivityCharts = lazy(() => import('./ActivityCharts.tsx'));

const COUNTS: { key: keyof Omit<Dashboard, 'signups_per_day'>; label: string }[] = [
  { key: 'users', label: 'Users' },
  { key: 'paid_members', label: 'Paid members' },
  { key: 'subscribers', label: 'Newsletter subscribers' },
  { key: 'comments', label: 'Comments' },
  { key: 'contact_messages', label: 'Contact messages' },
  { key: 'workflows', label: 'Workflows' },
  { key: 'downloads', label: 'Workflow downloads' },
];

export function AdminDashboardPage() {
  const [days, setDays] = useState<ActivityRange>(DEFAULT_RANGE);
  const counts = useQuery(countsQuery());
  const activity = useQuery(activityQuery(days));

  return (
    <AdminScreen title="Dashboard" className="admin-dashboard">
      {counts.isError ? (
        <LoadFailed what="The counts" error={counts.error} retry={() => void counts.refetch()} />
      ) : (
        <ul className="admin-dashboard__counts" aria-label="Site counts">
          {COUNTS.map(({ key, label }) => (
            <li key={key}>
              <Card size="small">
                {counts.data ? (
                  <Statistic title={label} value={counts.data[key]} data-testid={`count-${key}`} />
                ) : (
                  <Skeleton active paragraph={false} />
                )}
              </Card>
            </li>
          ))}
        </ul>
      )}
      <div className="admin-dashboard__range">
        <h2 className="admin-dashboard__subtitle" id="activity-title">
          Activity over the last {days} days
        </h2>
        <Segmented<ActivityRange>
          aria-label="Range"
          value={days}
          onChange={setDays}
          options={RANGES.map((value) => ({ value, label: `${value} days` }))}
        />
      </div>
      {activity.isError && !activity.data ? (
        <LoadFailed what="The activity" error={activity.error} retry={() => void activity.refetch()} />
      ) : !activity.data ? (
        <Spin description="Loading the activity…" />
      ) : (
        <Suspense fallback={<Spin description="Loading the charts…" />}>
          <ActivityCharts activity={activity.data} updating={activity.isFetching} />
        </Suspense>
      )}
    </AdminScreen>
  );
}
