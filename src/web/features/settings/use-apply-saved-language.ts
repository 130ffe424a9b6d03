import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { setLanguage } from '../../app/i18n';
import { useSettings } from './api';

/**
 * Once per signed-in visit, switch to the language saved on the server (it follows the user across devices).
 * Only once: afterwards the Settings screen switches the language itself, and this must not fight it.
 */
export function useApplySavedLanguage() {
  const { data } = useSettings();
  const { i18n } = useTranslation();
  const applied = useRef(false);
  useEffect(() => {
    if (applied.current || !data) return;
    applied.current = true;
    if (data.language && data.language !== i18n.resolvedLanguage) void setLanguage(data.language);
  }, [data, i18n]);
}
