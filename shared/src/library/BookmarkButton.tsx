// The bookmark of an article or a workflow (docs/product/library.md#saving): a toggle (aria-pressed)
// that saves the item to the member's library or takes it out. The change shows at once; when the API
// refuses it, the button goes back and a toast says so. A visitor is invited to sign in instead.
import { useCallback, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { LibraryItem } from 'contracts';
import { errorMessage, useSession } from 'shared';
import { isSaved, libraryQuery, useSaveItem } from './library-queries.ts';
import { useSignInInvite } from './sign-in-invite.tsx';
import { Toast } from './Toast.tsx';
import './library.css';

export const SIGN_IN_TO_SAVE = 'Sign in to save articles and workflows to your library.';

export interface BookmarkButtonProps {
  item: LibraryItem;
  /** What is saved, for the button's name ("Save Install ComfyUI") and the failure's toast. */
  title: string;
  /** With the word "Save" beside the icon (article and workflow pages); icon only on cards. */
  labelled?: boolean;
  className?: string;
}

function BookmarkIcon({ filled }: { filled: boolean }) {
  return (
    <svg className="bookmark-button__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M6 3h12a1 1 0 0 1 1 1v17l-7-4.5L5 21V4a1 1 0 0 1 1-1z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function BookmarkButton({ item, title, labelled = false, className }: BookmarkButtonProps) {
  const session = useSession();
  const userId = session.currentUser?.id ?? null;
  const library = useQuery({ ...libraryQuery(userId ?? 0), enabled: userId !== null });
  const change = useSaveItem(userId);
  const [failure, setFailure] = useState<string | null>(null);
  const closeFailure = useCallback(() => setFailure(null), []);
  const { invite, toast: inviteToast } = useSignInInvite(SIGN_IN_TO_SAVE);

  // While a change is on its way the button shows it; after, the library in the cache (the API's answer).
  const [shown, setShown] = useState<boolean | null>(null);
  const saved = shown ?? (userId !== null && isSaved(library.data, item));
  const toggle = () => {
    if (!session.ready) return;
    if (userId === null) return invite();
    const save = !saved;
    setShown(save);
    change.mutate(
      { item, save },
      {
        onError: (error) => setFailure(`Could not ${save ? 'save' : 'remove'} "${title}": ${errorMessage(error)}`),
        onSettled: () => setShown(null),
      },
    );
  };
  return (
    <>
      <button
        type="button"
        className={`bookmark-button${labelled ? ' bookmark-button--labelled' : ''}${className ? ` ${className}` : ''}`}
        aria-pressed={saved}
        aria-label={`Save ${title}`}
        title={saved ? 'Saved to your library' : 'Save to your library'}
        data-testid="bookmark"
        onClick={toggle}
      >
        <BookmarkIcon filled={saved} />
        {labelled && <span aria-hidden="true">Save</span>}
      </button>
      {inviteToast}
      {failure && <Toast onClose={closeFailure}>{failure}</Toast>}
    </>
  );
}
