import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { speechLanguageOf, type EngineId } from '@shared/api/speech';
import { useErrorMessage } from '../../../lib/error-message';
import { useEngines } from '../../speech/api';
import { ReadinessNotice } from '../../speech/ReadinessNotice';
import { AUTO, FILE_LANGS, fileLangOf, type FileLang } from '../../speech/status';
import { useRetranscribe } from '../api';
import { canSubmit, effectiveEngine, engineChoices, retranscribeBody, type EngineChoice } from './retranscribe';

/**
 * "Transcribe again…": another language (saved on the transcription) or another engine — one that transcribes files
 * and is ready for that language — or Automatic (the server's default).
 */
export function TranscribeAgainDialog({
  id,
  language,
  onClose,
}: {
  id: string;
  /** The transcription's language tag. */
  language: string;
  onClose: () => void;
}) {
  const { t } = useTranslation(['transcriptions', 'speech']);
  const message = useErrorMessage();
  const engines = useEngines();
  const retry = useRetranscribe(id);
  const [lang, setLang] = useState<FileLang>(fileLangOf(language) ?? 'id-ID');
  const [picked, setPicked] = useState<EngineChoice>(AUTO);
  const choices = engineChoices(engines.data, lang);
  const engine = effectiveEngine(choices, picked);
  const ok = canSubmit(engines.data, choices, engine);

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('again.title')}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('again.cancel') }}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (ok) retry.mutate(retranscribeBody(language, lang, engine), { onSuccess: onClose });
        }}
      >
        <Stack gap="md">
          <Text size="sm">{t('again.lead')}</Text>
          <Select
            label={t('again.language')}
            data={FILE_LANGS.map((value) => ({ value, label: t(`speech:fileLanguages.${value}`) }))}
            value={lang}
            onChange={(v) => v && setLang(v as FileLang)}
            allowDeselect={false}
            data-autofocus
            data-testid="again-language"
          />
          <Select
            label={t('again.engine')}
            description={t('again.engineHint')}
            data={choices.map((value) => ({
              value,
              label: value === AUTO ? t('again.auto') : t(`speech:engines.${value}`),
            }))}
            value={engine}
            onChange={(v) => v && setPicked(v as EngineId | typeof AUTO)}
            allowDeselect={false}
            disabled={engines.isPending}
            data-testid="again-engine"
          />
          <ReadinessNotice
            engines={engines.data}
            loading={engines.isPending}
            failed={engines.isError}
            language={speechLanguageOf(lang) ?? 'id'}
          />
          {retry.isError && (
            <Text size="sm" c="red.8" role="alert">
              {t('detail.retranscribeFailed', { reason: message(retry.error) })}
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('again.cancel')}
            </Button>
            <Button type="submit" disabled={!ok} loading={retry.isPending}>
              {t('again.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
