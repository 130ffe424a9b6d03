import { Navigate, Outlet } from 'react-router';
import { useSession } from './session';

/** Login and signup are for visitors; a signed-in user goes straight to the dashboard (docs/product.md §2 Login). */
export function RedirectIfSignedIn() {
  const { user } = useSession();
  return user ? <Navigate to="/dashboard" replace /> : <Outlet />;
}
