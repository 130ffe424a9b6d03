import { Outlet, ScrollRestoration } from 'react-router';
import { FullPageLoader } from '../components/FullPageLoader';
import { useSession } from './session';

/**
 * The root route's loader has already awaited the session check; this guard only matters if the session query is
 * reset later (docs/product.md §4: nothing renders while the check runs).
 */
export function RootLayout() {
  const { loading } = useSession();
  return (
    <>
      <ScrollRestoration />
      {loading ? <FullPageLoader /> : <Outlet />}
    </>
  );
}
