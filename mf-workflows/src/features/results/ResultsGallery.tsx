// "Made with this workflow" under a workflow: what members shared and staff approved, newest first, a
// page at a time; the reader's own results too, marked while they wait for review. Members share from
// here ("Share what you made"); visitors are asked to sign in first. Opening a result shows it at full
// size with its prompt and settings.
import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'shared/router';
import { Alert, Button, message as antMessage } from 'antd';
import { PlayCircleFilled, UploadOutlined } from '@ant-design/icons';
import { errorMessage, rememberRedirect, useSession } from 'shared';
import type { SharedResult } from 'contracts';
import { galleryQuery } from './results-queries.ts';
import { ResultViewer, STATUS_LABELS } from './ResultViewer.tsx';
import { ShareResultDialog } from './ShareResultDialog.tsx';
import './results.css';

export interface ResultsGalleryProps {
  workflow: { id: number; title: string };
}

/** How long a toast stays on screen, in seconds. */
const TOAST_SECONDS = 6;
export const SHARED_MESSAGE = 'Thank you! Your result is waiting for review: it shows here for everyone once a moderator approves it.';

const describe = (result: SharedResult, title: string) =>
  `${result.kind === 'video' ? 'Video' : 'Image'} made with ${title} by ${result.author.name}${result.prompt ? `: ${result.prompt.slice(0, 140)}` : ''}`;

export function ResultsGallery({ workflow }: ResultsGalleryProps) {
  const { currentUser } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const viewerId = currentUser?.id ?? null;
  const gallery = useInfiniteQuery(galleryQuery({ workflowId: workflow.id, viewerId }));
  const [sharing, setSharing] = useState(false);
  const [opened, setOpened] = useState<SharedResult | null>(null);
  const [toast, toastHolder] = antMessage.useMessage();

  const notify = ({ ok, message }: { ok: boolean; message: string }) =>
    void (ok ? toast.success(message, TOAST_SECONDS) : toast.error(message, TOAST_SECONDS));
  const shareOrSignIn = () => {
    if (currentUser) return setSharing(true);
    rememberRedirect(`${location.pathname}${location.search}#results`);
    navigate('/signin');
  };

  const results = gallery.data ?? [];
  return (
    <section className="results" id="results" aria-labelledby="results-heading">
      {toastHolder}
      <div className="results__header">
        <h2 id="results-heading">Made with this workflow</h2>
        <Button icon={<UploadOutlined aria-hidden />} onClick={shareOrSignIn}>
          {currentUser ? 'Share what you made' : 'Sign in to share what you made'}
        </Button>
      </div>
      {gallery.isPending && (
        <ul className="results__grid" aria-busy="true" aria-label="Loading what members made">
          {[0, 1, 2].map((n) => (
            <li key={n} className="results__skeleton" />
          ))}
        </ul>
      )}
      {gallery.isError && !gallery.isFetchNextPageError && (
        <Alert type="warning" showIcon title={`What members made could not be loaded: ${errorMessage(gallery.error)}`} />
      )}
      {gallery.isSuccess && results.length === 0 && (
        <p className="results__empty">Nobody has shared a result yet. Made something with this workflow? Be the first to show it.</p>
      )}
      {results.length > 0 && (
        <ul className="results__grid">
          {results.map((result) => (
            <li key={result.id} className="results__item" data-testid="shared-result">
              <button
                type="button"
                className="results__open"
                onClick={() => setOpened(result)}
                aria-label={`Open: ${describe(result, workflow.title)}`}
              >
                <img src={result.thumbnail_url} alt="" width={result.width} height={result.height} loading="lazy" />
                {result.kind === 'video' && <PlayCircleFilled className="results__play" aria-hidden />}
                {STATUS_LABELS[result.status] && (
                  <span className={`results__status results__status--${result.status}`}>{STATUS_LABELS[result.status]}</span>
                )}
              </button>
              <p className="results__author">{result.author.name}</p>
            </li>
          ))}
        </ul>
      )}
      {gallery.hasNextPage && (
        <Button className="results__more" loading={gallery.isFetchingNextPage} onClick={() => void gallery.fetchNextPage()}>
          Show more
        </Button>
      )}
      {gallery.isFetchNextPageError && (
        <Alert type="warning" showIcon title={`More results could not be loaded: ${errorMessage(gallery.error)}`} />
      )}
      <ResultViewer result={opened} workflowId={workflow.id} viewerId={viewerId} onClose={() => setOpened(null)} onDone={notify} />
      {currentUser && (
        <ShareResultDialog
          workflowId={workflow.id}
          workflowTitle={workflow.title}
          open={sharing}
          onClose={() => setSharing(false)}
          onShared={() => notify({ ok: true, message: SHARED_MESSAGE })}
        />
      )}
    </section>
  );
}
