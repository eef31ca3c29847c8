// docs/product/library.md#the-library-page: /library, the signed-in member's saved articles and
// workflows, newest saved first, each with what they did with it (read; downloaded) and Remove. Only
// theirs: the API answers the caller's own library. A visitor goes to sign in and comes back here.
import { useCallback, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'shared/router';
import { RemoteSpinner, errorMessage, rememberRedirect, usePageMeta, useSession } from 'shared';
import { Toast, libraryQuery, useSaveItem } from 'shared/library';
import type { LibraryEntry } from 'contracts';
import './library.css';

export const LIBRARY_INTRO = 'The articles and workflows you saved, and which ones you have read or downloaded. Only you see this page.';
export const EMPTY_LIBRARY =
  'Your library is empty. Save an article or a workflow with the bookmark on its card or page, and it waits for you here.';

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
const day = (iso: string) => dayFormat.format(new Date(iso));

/** What the member did with it: an article read or not; a workflow downloaded, opened, or neither. */
export function stateOf(entry: LibraryEntry): { text: string; done: boolean } {
  if (entry.kind === 'article')
    return entry.opened_at ? { text: `Read ${day(entry.opened_at)}`, done: true } : { text: 'Not read yet', done: false };
  if (entry.downloaded_at) return { text: `Downloaded ${day(entry.downloaded_at)}`, done: true };
  return { text: entry.opened_at ? 'Opened, not downloaded yet' : 'Not downloaded yet', done: false };
}

function LibraryRow({ entry, userId, onFailure }: { entry: LibraryEntry; userId: number; onFailure: (text: string) => void }) {
  const remove = useSaveItem(userId);
  const state = stateOf(entry);
  const removing = remove.isPending;
  return (
    <li className={`library-entry${removing ? ' library-entry--removing' : ''}`} data-testid="library-entry">
      <Link to={entry.url} className="library-entry__thumb" tabIndex={-1} aria-hidden="true">
        {entry.thumbnail_url && <img src={entry.thumbnail_url} alt="" width={1200} height={630} loading="lazy" />}
      </Link>
      <div className="library-entry__body">
        <span className="library-entry__kind">{entry.kind === 'article' ? 'Article' : 'Workflow'}</span>
        <h2 className="library-entry__title">
          <Link to={entry.url}>{entry.title}</Link>
        </h2>
        <p className="library-entry__description">{entry.description}</p>
        <p className="library-entry__meta">
          <span className={`library-entry__state${state.done ? ' library-entry__state--done' : ''}`}>{state.text}</span>
          <span>Saved {day(entry.saved_at)}</span>
        </p>
      </div>
      <button
        type="button"
        className="secondary-button library-entry__remove"
        aria-label={`Remove ${entry.title} from your library`}
        disabled={removing}
        onClick={() =>
          remove.mutate(
            { item: { kind: entry.kind, id: entry.id }, save: false },
            { onError: (error) => onFailure(`Could not remove "${entry.title}": ${errorMessage(error)}`) },
          )
        }
      >
        {removing ? 'Removing…' : 'Remove'}
      </button>
    </li>
  );
}

export function LibraryPage() {
  usePageMeta('Your library', LIBRARY_INTRO);
  const navigate = useNavigate();
  const session = useSession();
  const userId = session.currentUser?.id ?? null;
  const library = useQuery({ ...libraryQuery(userId ?? 0), enabled: userId !== null });
  const [failure, setFailure] = useState<string | null>(null);
  const closeFailure = useCallback(() => setFailure(null), []);

  useEffect(() => {
    if (session.ready && userId === null) {
      rememberRedirect('/library');
      navigate('/signin', { replace: true });
    }
  }, [session.ready, userId, navigate]);

  const entries = library.data?.results;
  return (
    <main className="library-page">
      <h1 className="library-page__title">Your library</h1>
      <p className="library-page__intro">{LIBRARY_INTRO}</p>
      {library.isError && !entries ? (
        <div className="library-page__failed" role="alert">
          <span>Your library could not be loaded: {errorMessage(library.error)}</span>
          <button type="button" className="secondary-button library-entry__remove" onClick={() => void library.refetch()}>
            Retry
          </button>
        </div>
      ) : !entries ? (
        <RemoteSpinner label="Loading your library" />
      ) : entries.length === 0 ? (
        <p className="library-page__empty">
          {EMPTY_LIBRARY} <Link to="/tutorials">Browse the tutorials</Link> or <Link to="/workflows">the workflows</Link>.
        </p>
      ) : (
        <ul className="library-page__list" aria-label="Saved articles and workflows">
          {entries.map((entry) => (
            <LibraryRow key={`${entry.kind}:${entry.id}`} entry={entry} userId={userId!} onFailure={setFailure} />
          ))}
        </ul>
      )}
      {failure && <Toast onClose={closeFailure}>{failure}</Toast>}
    </main>
  );
}
