// One workflow in the grid: thumbnail, title, description, tags, commercial use and GPU, difficulty, downloads and View.
import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button, Tag } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import type { ListedWorkflow } from 'contracts';
import { ResultCover } from '../results/index.ts';
import { WorkflowFacts } from './WorkflowFacts.tsx';
import { splitTags } from './workflows-api.ts';

const DIFFICULTY_COLORS: Record<string, string> = { Beginner: 'green', Intermediate: 'gold', Advanced: 'volcano' };

export interface WorkflowCardProps {
  workflow: ListedWorkflow;
  /** Where the card leads (/workflows/{blog_slug or id}, keeping the list's query for previews). */
  to: string;
  onOpen: (to: string) => void;
  onIntent?: () => void;
  /** The first row is on screen from the start: its thumbnail loads at once, not lazily. */
  eager?: boolean;
}

export function WorkflowCard({ workflow, to, onOpen, onIntent, eager = false }: WorkflowCardProps) {
  const open = (event: MouseEvent) => {
    // Links and buttons inside the card handle their own clicks.
    if ((event.target as HTMLElement).closest('a, button')) return;
    onOpen(to);
  };
  return (
    <article className="workflow-card" data-testid="workflow-card" onClick={open} onMouseEnter={onIntent} onFocus={onIntent}>
      <div className="workflow-card__thumb">
        {workflow.latest_result && <ResultCover cover={workflow.latest_result} title={workflow.title} eager={eager} />}
        {!workflow.latest_result && workflow.thumbnail_url && (
          <img
            src={workflow.thumbnail_url}
            alt={workflow.title}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : 'auto'}
            width={1200}
            height={630}
          />
        )}
      </div>
      <div className="workflow-card__body">
        <h2 className="workflow-card__title">
          <Link to={to}>{workflow.title}</Link>
        </h2>
        <p className="workflow-card__description">{workflow.description}</p>
        <div className="workflow-card__tags">
          {splitTags(workflow.tags)
            .slice(0, 4)
            .map((tag) => (
              <Tag key={tag}>{tag}</Tag>
            ))}
        </div>
        <WorkflowFacts workflow={workflow} />
        <div className="workflow-card__footer">
          <Tag color={DIFFICULTY_COLORS[workflow.difficulty] ?? 'default'}>{workflow.difficulty}</Tag>
          <span className="workflow-card__downloads" title="Downloads">
            <DownloadOutlined aria-hidden /> {workflow.downloads.toLocaleString('en')}
            <span className="visually-hidden"> downloads</span>
          </span>
          <Button type="primary" ghost size="small" onClick={() => onOpen(to)} aria-label={`View ${workflow.title}`}>
            View
          </Button>
        </div>
      </div>
    </article>
  );
}
