import { useEffect } from 'react';
import { notifications } from '@mantine/notifications';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';

/** The query parameter Settings → Delete account lands on the landing page with. */
export const ACCOUNT_DELETED_PARAM = 'accountDeleted';

let shown = false;

/**
 * After an account was deleted (a full load of `/?accountDeleted=1`): one toast saying so, and the parameter removed,
 * so a reload or a shared link does not say it again. The flag guards React's double effect in development.
 */
export function useAccountDeletedNotice() {
  const { t } = useTranslation('landing');
  const [params, setParams] = useSearchParams();
  const deleted = params.has(ACCOUNT_DELETED_PARAM);
  useEffect(() => {
    if (!deleted) return;
    if (!shown) notifications.show({ color: 'teal', message: t('accountDeleted') });
    shown = true;
    setParams(
      (p) => {
        p.delete(ACCOUNT_DELETED_PARAM);
        return p;
      },
      { replace: true },
    );
  }, [deleted, setParams, t]);
}
