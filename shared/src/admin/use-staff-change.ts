// A staff change (TanStack Query mutation): when it succeeds, every query under `refresh` is read again,
// so the lists on screen show the change.
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

export function useStaffChange<Variables, Answer>(change: (variables: Variables) => Promise<Answer>, refresh: QueryKey) {
  const client = useQueryClient();
  return useMutation({ mutationFn: change, onSuccess: () => client.invalidateQueries({ queryKey: refresh }) });
}
