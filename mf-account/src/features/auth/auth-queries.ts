// The sign-in screens' writes (docs/product/accounts.md#calls) as mutations over the session flow of
// auth-api.ts: they change the session on the shared bus, not cached reads, so nothing is invalidated.
import { useMutation } from '@tanstack/react-query';
import { requestPasswordReset, resetPassword, signIn, signUp } from './auth-api.ts';

export function useSignIn() {
  return useMutation({ mutationFn: signIn, meta: { failure: 'Could not sign in' } });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp, meta: { failure: 'Could not sign up' } });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset, meta: { failure: 'Could not ask for a password reset' } });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: ({ token, password }: { token: string; password: string }) => resetPassword(token, password),
    meta: { failure: 'Could not set the new password' },
  });
}
