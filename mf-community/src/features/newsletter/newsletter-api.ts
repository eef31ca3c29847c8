import { http } from 'shared';
import type { SubscribeAnswer } from 'contracts';

/** SPEC §7: POST emailsubscribe/ {email}. Its answer is shown, never stored as the login token (the old product's defect). */
export function subscribe(email: string): Promise<SubscribeAnswer> {
  return http.post<SubscribeAnswer>('emailsubscribe/', { email }, { auth: false });
}
