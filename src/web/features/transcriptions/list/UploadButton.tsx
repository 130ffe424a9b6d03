import { Button, FileInput, Group, Modal, Select, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { FileAudio, Upload } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { speechLanguageOf } from '@shared/api/speech';
import { useSettings } from '../../settings/api';
import { useEngines } from '../../speech/api';
import { ReadinessNotice } from '../../speech/ReadinessNotice';
import { FILE_LANGS, type FileLang } from '../../speech/status';
import { defaultUploadLang } from '../upload';

/**
 * Opens the upload dialog: the file (audio or video; the server checks the real type by content), the language
 * spoken in it (sent as the form's `language` field), and whether the server can transcribe that language now.
 */
export function UploadButton({
  onUpload,
  disabled,
  variant = 'filled',
}: {
  onUpload: (file: File, language: FileLang) => void;
  disabled?: boolean;
  variant?: 'filled' | 'light';
}) {
  const { t } = useTranslation('transcriptions');
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button
        variant={variant}
        leftSection={<Upload size={16} aria-hidden />}
        disabled={disabled}
        title={t('upload.hint')}
        onClick={open}
      >
        {t('upload.button')}
      </Button>
      {opened && (
        <UploadDialog
          onClose={close}
          onUpload={(file, language) => {
            close();
            onUpload(file, language);
          }}
        />
      )}
    </>
  );
}

function UploadDialog({
  onClose,
  onUpload,
}: {
  onClose: () => void;
  onUpload: (file: File, language: FileLang) => void;
}) {
  const { t, i18n } = useTranslation(['transcriptions', 'speech']);
  const settings = useSettings();
  const engines = useEngines();
  const [file, setFile] = useState<File | null>(null);
  const [picked, setPicked] = useState<FileLang | null>(null);
  // Until the user picks, follow the saved setting (it may arrive after the dialog opened).
  const lang = picked ?? defaultUploadLang(settings.data?.language, i18n.resolvedLanguage);
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('upload.dialogTitle')}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('upload.cancelDialog') }}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (file) onUpload(file, lang);
        }}
      >
        <Stack gap="md">
          <FileInput
            label={t('upload.fileLabel')}
            placeholder={t('upload.filePlaceholder')}
            // The placeholder is real text on a button here (not an input's hint): it needs AA contrast.
            styles={{ placeholder: { color: 'var(--mantine-color-text)' } }}
            accept="audio/*,video/*"
            value={file}
            onChange={setFile}
            leftSection={<FileAudio size={16} aria-hidden />}
            clearable
            required
            data-autofocus
            data-testid="upload-file"
          />
          <Select
            label={t('upload.languageLabel')}
            description={t('upload.languageHint')}
            data={FILE_LANGS.map((value) => ({ value, label: t(`speech:fileLanguages.${value}`) }))}
            value={lang}
            onChange={(v) => v && setPicked(v as FileLang)}
            allowDeselect={false}
            data-testid="upload-language"
          />
          <ReadinessNotice
            engines={engines.data}
            loading={engines.isPending}
            failed={engines.isError}
            language={speechLanguageOf(lang) ?? 'id'}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('upload.cancelDialog')}
            </Button>
            <Button type="submit" disabled={!file} leftSection={<Upload size={16} aria-hidden />}>
              {t('upload.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
