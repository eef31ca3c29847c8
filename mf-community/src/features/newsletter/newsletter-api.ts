import { http } from 'shared';
import type { SubscribeAnswer } from 'contracts';

/** POST emailsubscribe/ {email} (docs/product/community.md#newsletter). Its answer is shown, never stored as the login token (docs/deviations.md). */
export function subscribe(email: string): Promise<SubscribeAnswer> {
  return http.post<SubscribeAnswer>('emailsubscribe/', { email }, { auth: false });
}
