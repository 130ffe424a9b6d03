import { useEffect, useRef } from 'react';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { calendarKeys } from './api';
import { readCalendarReturn, returnErrorKey, withoutCalendarReturn } from './return-query';

/**
 * The way back from a provider's consent (`?calendar=connected&provider=…` or `?calendar=error&code=…`) on whichever
 * dashboard screen asked for it: a notice in the UI language, fresh calendar data, and an address without the query
 * (a reload or a shared link does not announce it again). Mounted once, in the sidebar that every screen has.
 */
export function useCalendarReturn() {
  const { t, i18n } = useTranslation(['calendar', 'errors']);
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const qc = useQueryClient();
  // One notice per return, even if the effect runs twice before the address is cleaned (React's dev double run).
  const announced = useRef<string | null>(null);

  useEffect(() => {
    const ret = readCalendarReturn(search);
    if (!ret) {
      announced.current = null;
      return;
    }
    if (announced.current === search) return;
    announced.current = search;
    const close = { closeButtonProps: { 'aria-label': t('calendar:close') } };
    if (ret.kind === 'connected') {
      notifications.show({
        color: 'green',
        message: t(`calendar:alerts.connected.${ret.provider ?? 'any'}`),
        ...close,
      });
    } else {
      const { ns, key } = returnErrorKey(ret, (code) => i18n.exists(`errors:${code}`));
      notifications.show({ color: 'red', message: t(`${ns}:${key}`), autoClose: false, ...close });
    }
    void qc.invalidateQueries({ queryKey: calendarKeys.all });
    void navigate({ pathname, search: withoutCalendarReturn(search), hash }, { replace: true });
  }, [search, pathname, hash, navigate, qc, t, i18n]);
}
