import { notifications } from '@mantine/notifications';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** A green or red toast whose close button has a name (screen readers announce an unnamed button otherwise). */
export function useSummaryToast() {
  const { t } = useTranslation('summary');
  return useCallback(
    (ok: boolean, message: string) =>
      notifications.show({
        color: ok ? 'green' : 'red',
        message,
        closeButtonProps: { 'aria-label': t('toastClose') },
      }),
    [t],
  );
}
