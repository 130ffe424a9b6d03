import { useTranslation } from 'react-i18next';
import { setLanguage, SUPPORTED_LANGUAGES } from '../app/i18n';
import classes from './LanguageSwitch.module.css';

/**
 * ID/EN toggle, kept in this browser (Settings keeps it for the account). Two plain toggle buttons rather than
 * Mantine's SegmentedControl, which would add its floating indicator to the landing page's bundle.
 */
export function LanguageSwitch({ fullWidth }: { fullWidth?: boolean }) {
  const { t, i18n } = useTranslation('common');
  return (
    <div
      role="group"
      aria-label={t('language.label')}
      className={classes.root}
      data-full-width={fullWidth || undefined}
    >
      {SUPPORTED_LANGUAGES.map((l) => (
        <button
          key={l}
          type="button"
          lang={l}
          className={classes.option}
          aria-pressed={i18n.language === l}
          // The visible code first, so voice control ("click EN") matches the accessible name.
          aria-label={`${t(`language.${l}`)} (${t(`language.${l}Name`)})`}
          onClick={() => void setLanguage(l)}
        >
          {t(`language.${l}`)}
        </button>
      ))}
    </div>
  );
}
