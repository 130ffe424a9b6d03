import { Notifications } from '@mantine/notifications';

/** Loaded on demand by NotificationsHost (a module of its own so the bundler can split it off). */
export function NotificationsContainer(props: { limit: number; position: 'top-right' }) {
  return <Notifications {...props} />;
}
