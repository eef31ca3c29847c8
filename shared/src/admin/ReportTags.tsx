// What a moderation table shows of a row's reports: their count as a red tag and the reasons with
// their counts ("spam 2, off-topic 1"), also the tag's title; nothing for a row nobody reported.
import { Tag } from 'antd';
import { countOf } from './count.ts';

export interface ReportTagsProps {
  count: number;
  /** Reports per reason. */
  reports: Record<string, number>;
  /** The screen's class for the line of reasons. */
  reasonsClassName: string;
}

export function ReportTags({ count, reports, reasonsClassName }: ReportTagsProps) {
  if (count === 0) return null;
  const reasons = Object.entries(reports)
    .map(([reason, n]) => `${reason} ${n}`)
    .join(', ');
  return (
    <>
      <Tag color="error" title={reasons}>
        {countOf(count, 'report')}
      </Tag>
      <span className={reasonsClassName}>{reasons}</span>
    </>
  );
}
