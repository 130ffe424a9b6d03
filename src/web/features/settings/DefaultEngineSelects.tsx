import { Alert, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EngineIdSchema, SPEECH_LANGUAGES, type Engines, type SpeechLanguage } from '@shared/api/speech';
import { useErrorMessage } from '../../lib/error-message';
import { SavedNotice } from '../dashboard/SavedNotice';
import { useFlash } from '../dashboard/use-flash';
import { useSpeechDefaults } from '../speech/api';
import { AUTO, defaultEngineOptions } from '../speech/status';

/** Admins: the default engine per language — Automatic, or an engine ready for that language. Saved on change. */
export function DefaultEngineSelects({ engines }: { engines: Engines }) {
  const { t } = useTranslation('speech');
  const errorText = useErrorMessage();
  const save = useSpeechDefaults();
  const [saved, flashSaved, hideSaved] = useFlash(3000);
  const [error, setError] = useState<string | null>(null);
  const chosen = engines.admin?.chosenDefaults;

  const change = (language: SpeechLanguage, value: string | null) => {
    if (value === null) return;
    const parsed = EngineIdSchema.safeParse(value);
    const engine = value === AUTO ? null : parsed.success ? parsed.data : undefined;
    if (engine === undefined) return;
    hideSaved();
    setError(null);
    save.mutate(
      { [language]: engine },
      { onSuccess: flashSaved, onError: (err) => setError(t('defaults.failed', { reason: errorText(err) })) },
    );
  };

  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('defaults.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('defaults.lead')}
      </Text>
      <Group gap="md" align="flex-end" wrap="wrap">
        {SPEECH_LANGUAGES.map((language) => (
          <Select
            key={language}
            label={t('defaults.label', { language: t(`languages.${language}`) })}
            data={defaultEngineOptions(engines, language).map((o) => ({
              value: o.value,
              label:
                o.value === AUTO
                  ? t('defaults.auto')
                  : o.ready
                    ? t(`engines.${o.value}`)
                    : t('defaults.notReady', { engine: t(`engines.${o.value}`) }),
            }))}
            value={chosen?.[language] ?? AUTO}
            onChange={(v) => change(language, v)}
            allowDeselect={false}
            disabled={save.isPending}
            w={{ base: '100%', xs: 300 }}
            data-testid={`default-engine-${language}`}
          />
        ))}
      </Group>
      <SavedNotice message={saved ? t('defaults.saved') : null} />
      {error && (
        <Alert color="red" role="alert" withCloseButton onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
    </Stack>
  );
}
