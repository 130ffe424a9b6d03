import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from './query-client';

/**
 * TanStack Query for every screen but the landing page (see session.ts for why). One client for the whole app, so
 * its cache survives moving between the public pages and the dashboard.
 */
export function QueryLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
