import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { setLanguage } from '../../app/i18n';
import { useSettings, useUpdateSettings } from './api';

/**
 * Once per signed-in visit, with the saved settings: switch to the language saved on the server (it follows the user
 * across devices), and tell the server this browser's time zone when it differs from the saved one (what the server
 * starts without a browser, a bot sent from the calendar, dates its title and minutes in it).
 * Only once: afterwards the Settings screen switches the language itself, and this must not fight it.
 */
export function useSettingsOnVisit() {
  const { data } = useSettings();
  const { mutate } = useUpdateSettings();
  const { i18n } = useTranslation();
  const applied = useRef(false);
  useEffect(() => {
    if (applied.current || !data) return;
    applied.current = true;
    if (data.language && data.language !== i18n.resolvedLanguage) void setLanguage(data.language);
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    // Nothing to tell the user if this fails: the next visit tries again.
    if (timeZone && timeZone !== data.timeZone) mutate({ timeZone });
  }, [data, i18n, mutate]);
}
