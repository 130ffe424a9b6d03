import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

interface SegmentEditorProps {
  label: string;
  initial: string;
  /** Resolves true when saved; false keeps the editor open (the error is shown by the caller's notice). */
  onSave: (text: string) => Promise<boolean>;
  onCancel: () => void;
  /** Whole-text editing: Enter is a new line, Ctrl/⌘+Enter saves. A segment is one line: Enter saves. */
  multiline?: boolean;
  error?: string | null;
}

/** Inline correction of a text: Enter (or Ctrl+Enter) saves, Escape cancels, both also as buttons. */
export function SegmentEditor({ label, initial, onSave, onCancel, multiline = false, error }: SegmentEditorProps) {
  const { t } = useTranslation('transcriptions');
  const [value, setValue] = useState(initial);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    if (saving) return;
    if (value === initial) return onCancel();
    setSaving(true);
    const ok = await onSave(value);
    if (!ok) setSaving(false);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      onCancel();
    } else if (e.key === 'Enter' && !e.nativeEvent.isComposing && (multiline ? e.ctrlKey || e.metaKey : !e.shiftKey)) {
      e.preventDefault();
      void save();
    }
  };

  return (
    <Stack gap="xs" style={{ flex: 1 }}>
      <Textarea
        label={label}
        description={multiline ? t('transcript.keysHintText') : t('transcript.keysHint')}
        value={value}
        onChange={(e) => setValue(e.currentTarget.value)}
        onKeyDown={onKeyDown}
        autosize
        minRows={multiline ? 6 : 2}
        maxRows={multiline ? 24 : 8}
        autoFocus
        disabled={saving}
      />
      {error && (
        <Alert color="red" role="alert" p="xs">
          {error}
        </Alert>
      )}
      <Group gap="xs">
        <Button size="xs" onClick={() => void save()} loading={saving}>
          {t('transcript.save')}
        </Button>
        <Button size="xs" variant="default" onClick={onCancel} disabled={saving}>
          {t('transcript.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}
