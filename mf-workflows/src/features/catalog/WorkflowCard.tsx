// One workflow in the grid: thumbnail, title, description, tags, commercial use and GPU, difficulty, downloads and View.
import type { MouseEvent } from 'react';
import { Card, CardThumbnail, PathIcon } from 'shared';
import type { ListedWorkflow } from 'contracts';
import { BookmarkButton } from 'shared/library';
import { ResultCover } from '../results/light.ts';
import { formatCount } from './format-count.ts';
import { WorkflowFacts } from './WorkflowFacts.tsx';
import { splitTags } from './workflows-api.ts';

const DIFFICULTIES = new Set(['Beginner', 'Intermediate', 'Advanced']);
/** antd's DownloadOutlined. */
const DOWNLOAD_ICON =
  'M505.7 661a8 8 0 0012.6 0l112-141.7c4.1-5.2.4-12.9-6.3-12.9h-74.1V168c0-4.4-3.6-8-8-8h-60c-4.4 0-8 3.6-8 8v338.3H400c-6.7 0-10.4 7.7-6.3 12.9l112 141.8zM878 626h-60c-4.4 0-8 3.6-8 8v154H214V634c0-4.4-3.6-8-8-8h-60c-4.4 0-8 3.6-8 8v198c0 17.7 14.3 32 32 32h684c17.7 0 32-14.3 32-32V634c0-4.4-3.6-8-8-8z';

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
  const difficulty = DIFFICULTIES.has(workflow.difficulty) ? workflow.difficulty.toLowerCase() : 'other';
  return (
    <Card
      className="workflow-card"
      data-testid="workflow-card"
      heading="h2"
      to={to}
      title={workflow.title}
      media={
        workflow.latest_result ? (
          <div className="card__thumb">
            <ResultCover cover={workflow.latest_result} title={workflow.title} eager={eager} />
          </div>
        ) : (
          <CardThumbnail src={workflow.thumbnail_url} alt={workflow.title} eager={eager} />
        )
      }
      description={workflow.description}
      onClick={open}
      onMouseEnter={onIntent}
      onFocus={onIntent}
      actions={
        <>
          <span className={`chip workflow-card__difficulty workflow-card__difficulty--${difficulty}`}>{workflow.difficulty}</span>
          <span className="workflow-card__downloads" title="Downloads">
            <PathIcon d={DOWNLOAD_ICON} /> {formatCount(workflow.downloads)}
            <span className="visually-hidden"> downloads</span>
          </span>
          <BookmarkButton item={{ kind: 'workflow', id: workflow.id }} title={workflow.title} />
          <button type="button" className="outline-button" onClick={() => onOpen(to)} aria-label={`View ${workflow.title}`}>
            View
          </button>
        </>
      }
    >
      <div className="workflow-card__tags">
        {splitTags(workflow.tags)
          .slice(0, 4)
          .map((tag) => (
            <span key={tag} className="chip">
              {tag}
            </span>
          ))}
      </div>
      <WorkflowFacts workflow={workflow} />
    </Card>
  );
}
