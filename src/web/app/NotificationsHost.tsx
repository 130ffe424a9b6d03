import { lazy, Suspense, useState } from 'react';
import { notificationsStore, useNotifications } from '@mantine/notifications';

/**
 * docs/product.md §9: at most 20 toasts kept. Set on the store now, so toasts raised before the container loads obey it
 * too.
 */
const LIMIT = 20;
const POSITION = 'top-right' as const;
notificationsStore.updateState((s) => ({ ...s, limit: LIMIT, defaultPosition: POSITION }));

const NotificationsContainer = lazy(async () => ({
  default: (await import('./NotificationsContainer')).NotificationsContainer,
}));

/**
 * Mounts Mantine's toast container on the first `notifications.show()`: the container and its transitions are
 * not needed to read the landing page. The store is tiny and always present, so nothing shown early is lost.
 */
export function NotificationsHost() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsContainer limit={LIMIT} position={POSITION} />
    </Suspense>
  );
}
