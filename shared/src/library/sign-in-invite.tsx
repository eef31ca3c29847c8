// What a visitor gets from a member-only control: a toast inviting them to sign in, which brings them
// back to this page afterwards.
import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'shared/router';
import { rememberRedirect } from 'shared';
import { Toast } from './Toast.tsx';

export function useSignInInvite(text: string) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const close = useCallback(() => setOpen(false), []);
  const signIn = () => {
    rememberRedirect(`${pathname}${search}`);
    navigate('/signin');
  };
  const toast = open ? (
    <Toast
      onClose={close}
      action={
        <button type="button" className="library-toast__action" onClick={signIn}>
          Sign in
        </button>
      }
    >
      {text}
    </Toast>
  ) : null;
  return { invite: () => setOpen(true), toast };
}
