import { Alert, Button, Group, Stack } from '@mantine/core';
import { CircleAlert, Save } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SavedNotice } from '../dashboard/SavedNotice';

interface SaveBarProps {
  saving: boolean;
  /** The success message, shown while set (spec: 3 seconds). */
  success: string | null;
  error: { title: string; detail?: string } | null;
}

/** The Save button of a section with its outcome, announced to screen readers. */
export function SaveBar({ saving, success, error }: SaveBarProps) {
  const { t } = useTranslation('admin');
  return (
    <Stack gap="sm">
      {error && (
        <Alert color="red" icon={<CircleAlert size={18} aria-hidden />} title={error.title} role="alert">
          {error.detail}
        </Alert>
      )}
      <Group gap="md">
        <Button type="submit" loading={saving} leftSection={<Save size={16} aria-hidden />}>
          {t('save')}
        </Button>
        <SavedNotice message={success} />
      </Group>
    </Stack>
  );
}
