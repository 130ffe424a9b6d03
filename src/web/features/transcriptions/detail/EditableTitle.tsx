import { ActionIcon, Group, TextInput, Title } from '@mantine/core';
import { Check, Pencil, X } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/error-message';
import { useUpdateTranscription } from '../api';

const MAX_TITLE = 200; // the contract's limit

/** The page's h1 with inline rename: Enter saves, Escape cancels; focus returns to the rename button either way. */
export function EditableTitle({ id, title }: { id: string; title: string }) {
  const { t } = useTranslation('transcriptions');
  const errorText = useErrorMessage();
  const update = useUpdateTranscription(id);
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const renameButton = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);

  // Focus goes back to the rename button once it is rendered again; a timer or animation frame could run before
  // React commits an update made outside an event handler (the save's onSuccess), and miss it.
  useEffect(() => {
    if (draft === null && refocus.current) {
      refocus.current = false;
      renameButton.current?.focus();
    }
  }, [draft]);

  const close = () => {
    refocus.current = true;
    setDraft(null);
    setError(null);
  };

  const save = () => {
    const next = draft?.trim() ?? '';
    if (!next || next === title) return close();
    update.mutate(
      { title: next },
      { onSuccess: close, onError: (err) => setError(t('rename.failed', { reason: errorText(err) })) },
    );
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' && !e.nativeEvent.isComposing) {
      e.preventDefault();
      save();
    } else if (e.key === 'Escape') {
      e.preventDefault();
      close();
    }
  };

  if (draft === null) {
    return (
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
          {title}
        </Title>
        <ActionIcon
          ref={renameButton}
          variant="subtle"
          color="gray"
          size="lg"
          mt={4}
          aria-label={t('rename.button')}
          title={t('rename.button')}
          onClick={() => setDraft(title)}
        >
          <Pencil size={18} aria-hidden />
        </ActionIcon>
      </Group>
    );
  }

  return (
    <div>
      <TextInput
        size="md"
        label={t('rename.label')}
        description={t('transcript.keysHint')}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        value={draft}
        maxLength={MAX_TITLE}
        onChange={(e) => setDraft(e.currentTarget.value)}
        onKeyDown={onKeyDown}
        autoFocus
        onFocus={(e) => e.currentTarget.select()}
        readOnly={update.isPending}
        error={error ?? undefined}
        errorProps={{ role: 'alert' }}
        rightSectionWidth={84}
        rightSection={
          <Group gap={4} wrap="nowrap">
            <ActionIcon aria-label={t('rename.save')} onClick={save} loading={update.isPending}>
              <Check size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon variant="default" aria-label={t('rename.cancel')} onClick={close}>
              <X size={16} aria-hidden />
            </ActionIcon>
          </Group>
        }
      />
    </div>
  );
}
