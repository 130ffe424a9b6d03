import { Button, FileButton } from '@mantine/core';
import { Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Opens the file chooser for audio and video (the server checks the real type by content). */
export function UploadButton({
  onFile,
  disabled,
  variant = 'filled',
}: {
  onFile: (file: File) => void;
  disabled?: boolean;
  variant?: 'filled' | 'light';
}) {
  const { t } = useTranslation('transcriptions');
  return (
    <FileButton onChange={(file) => file && onFile(file)} accept="audio/*,video/*" disabled={disabled}>
      {(props) => (
        <Button
          {...props}
          variant={variant}
          leftSection={<Upload size={16} aria-hidden />}
          disabled={disabled}
          title={t('upload.hint')}
        >
          {t('upload.button')}
        </Button>
      )}
    </FileButton>
  );
}
