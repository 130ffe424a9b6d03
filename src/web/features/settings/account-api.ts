import { useMutation, useQuery } from '@tanstack/react-query';
import { AccountSchema, OkSchema, type DeleteAccountBody } from '@shared/api/auth';
import { api } from '../../lib/api';

/** Whether the account has a password, which decides how a deletion is confirmed. Asked for when needed. */
export function useAccount(enabled: boolean) {
  return useQuery({
    queryKey: ['auth', 'account'],
    queryFn: ({ signal }) => api('/api/auth/account', { schema: AccountSchema, signal }),
    enabled,
    staleTime: 60_000,
  });
}

/** Deletes the account and everything in it; the server also ends the session. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (body: DeleteAccountBody) =>
      api('/api/auth/delete-account', { method: 'POST', body, schema: OkSchema }),
  });
}
