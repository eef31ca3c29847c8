// "New to you" (docs/product/library.md#new-to-you): a toggle on the section indexes and the workflow
// grid that shows a member only what they have not opened or downloaded, newest first. It is `?new=1`
// in the address (kept by Back); the server renders every page as a visitor sees it, so the member's
// list is asked for in the browser, once the session is known. A visitor is invited to sign in.
import { useSearchParams } from 'shared/router';
import { useSession } from 'shared';
import { useSignInInvite } from './sign-in-invite.tsx';
import './library.css';

export const SIGN_IN_FOR_NEW = 'Sign in to see only what is new to you.';
export const NOTHING_NEW = 'Nothing new to you here: you have opened everything on this list.';
const PARAM = 'new';

export interface NewToYouState {
  /** The member's id while the filter is on; null when it is off (or for a visitor). */
  member: number | null;
  /** The filter as the address asks for it (before the session is known too). */
  asked: boolean;
  signedIn: boolean;
  /** Turns the filter on or off (back to the first page). */
  set(on: boolean): void;
}

export function useNewToYou(): NewToYouState {
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const asked = params.get(PARAM) === '1';
  const userId = session.currentUser?.id ?? null;
  return {
    member: asked ? userId : null,
    asked,
    signedIn: userId !== null,
    set: (on) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.delete('page');
        if (on) next.set(PARAM, '1');
        else next.delete(PARAM);
        return next;
      }),
  };
}

/** The address's `new` parameter, for screens that write their whole query string. */
export function newToYouParam(params: URLSearchParams): Record<string, string> {
  return params.get(PARAM) === '1' ? { [PARAM]: '1' } : {};
}

export function NewToYouToggle({ state }: { state: NewToYouState }) {
  const { invite, toast } = useSignInInvite(SIGN_IN_FOR_NEW);
  const on = state.member !== null;
  return (
    <>
      <button
        type="button"
        className="new-to-you"
        aria-pressed={on}
        data-testid="new-to-you"
        onClick={() => (state.signedIn ? state.set(!on) : invite())}
      >
        <span className="new-to-you__dot" aria-hidden="true" />
        New to you
      </button>
      {toast}
    </>
  );
}
