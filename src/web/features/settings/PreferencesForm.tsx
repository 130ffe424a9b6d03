import { Alert, Button, Select, Skeleton, Stack } from '@mantine/core';
import { CircleAlert } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language, SettingsPatch } from '@shared/api/settings';
import { setLanguage } from '../../app/i18n';
import { useErrorMessage } from '../../lib/error-message';
import { SavedNotice } from '../dashboard/SavedNotice';
import { useFlash } from '../dashboard/use-flash';
import { useSettings, useUpdateSettings } from './api';
import { LANGUAGE_OPTIONS, NOISE_OPTIONS, SENSITIVITY_OPTIONS, parseNoise, parseSensitivity } from './options';

/** Language, speaker sensitivity and noise reduction; each change is saved at once (no Save button to forget). */
export function PreferencesForm() {
  const { t, i18n } = useTranslation('settings');
  const errorText = useErrorMessage();
  const settings = useSettings();
  const update = useUpdateSettings();
  const [saved, flashSaved, hideSaved] = useFlash(3000);
  const [error, setError] = useState<string | null>(null);

  const save = (patch: SettingsPatch) => {
    hideSaved();
    setError(null);
    update.mutate(patch, {
      onSuccess: flashSaved,
      onError: (err) => setError(errorText(err, t('saveError'))),
    });
  };

  const changeLanguage = (value: string | null) => {
    if (value !== 'id' && value !== 'en') return;
    // Switch first: the whole UI follows at once and the choice is kept locally even if the server is unreachable.
    void setLanguage(value as Language);
    save({ language: value });
  };

  const language = i18n.resolvedLanguage === 'en' ? 'en' : 'id';

  return (
    <Stack gap="md">
      <Select
        label={t('language.label')}
        description={t('language.description')}
        data={LANGUAGE_OPTIONS.map((o) => ({ ...o }))}
        value={language}
        onChange={changeLanguage}
        allowDeselect={false}
        maw={360}
      />
      {settings.isPending ? (
        <>
          <Skeleton height={60} maw={360} aria-hidden />
          <Skeleton height={60} maw={360} aria-hidden />
        </>
      ) : settings.isError ? (
        <Alert color="red" icon={<CircleAlert size={18} aria-hidden />} title={t('loadError')}>
          <Button size="xs" variant="white" color="red" onClick={() => void settings.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      ) : (
        <>
          <Select
            label={t('sensitivity.label')}
            description={t('sensitivity.description')}
            data={SENSITIVITY_OPTIONS.map((o) => ({ value: String(o.value), label: t(o.labelKey) }))}
            value={String(settings.data.speakerSensitivityMs)}
            onChange={(v) => {
              const ms = parseSensitivity(v);
              if (ms) save({ speakerSensitivityMs: ms });
            }}
            allowDeselect={false}
            maw={360}
          />
          <Select
            label={t('noise.label')}
            description={t('noise.description')}
            data={NOISE_OPTIONS.map((o) => ({ value: o.value, label: t(o.labelKey) }))}
            value={settings.data.noiseReduction}
            onChange={(v) => {
              const level = parseNoise(v);
              if (level) save({ noiseReduction: level });
            }}
            allowDeselect={false}
            maw={360}
          />
        </>
      )}
      <SavedNotice message={saved ? t('saved') : null} />
      {error && (
        <Alert
          color="red"
          icon={<CircleAlert size={18} aria-hidden />}
          role="alert"
          withCloseButton
          onClose={() => setError(null)}
        >
          {error}
        </Alert>
      )}
    </Stack>
  );
}
