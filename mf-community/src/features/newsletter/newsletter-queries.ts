// docs/product/community.md#newsletter: POST emailsubscribe/ {email} (a write; nothing read is changed
// by it). Its answer is shown, never stored as the login token (docs/deviations.md).
import { useMutation } from '@tanstack/react-query';
import { callApi } from 'shared';

export function useSubscribe() {
  return useMutation({
    mutationFn: (email: string) => callApi('POST emailsubscribe/', { body: { email }, auth: false }),
    meta: { failure: 'Could not subscribe' },
  });
}
