import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useSession } from '../../app/session';
import { FullPageLoader } from '../../components/FullPageLoader';

/** docs/product.md §4: nothing renders until the session check finishes; visitors go to the landing page. */
export function RequireUser({ children }: { children?: ReactNode }) {
  const { user, loading } = useSession();
  if (loading) return <FullPageLoader />;
  if (!user) return <Navigate to="/" replace />;
  return children ?? <Outlet />;
}

/**
 * The role comes from the server (never the e-mail, docs/product.md §6); the server enforces it again on every call.
 */
export function RequireAdmin({ children }: { children?: ReactNode }) {
  const { user, loading } = useSession();
  if (loading) return <FullPageLoader />;
  if (user?.role !== 'admin') return <Navigate to="/dashboard" replace />;
  return children ?? <Outlet />;
}
