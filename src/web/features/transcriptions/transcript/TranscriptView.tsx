import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Pencil } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Segment, Transcription } from '@shared/api/transcriptions';
import { useErrorMessage } from '../../../lib/error-message';
import { useUpdateTranscription } from '../api';
import { SegmentEditor } from './SegmentEditor';
import { SegmentRow } from './SegmentRow';
import type { AudioPlayerControls } from './use-audio-player';
import classes from './TranscriptView.module.css';

interface TranscriptViewProps {
  transcription: Transcription;
  player: AudioPlayerControls;
  /** Offer inline correction (the transcription screen); the MoM screen only reads. */
  editable?: boolean;
}

/**
 * The transcript as timed segments (click to seek, current one highlighted), or as plain text when it has no
 * timing. A corrected segment is saved as the whole segment list; the server derives the text from it.
 */
export function TranscriptView({ transcription, player, editable = false }: TranscriptViewProps) {
  const { t } = useTranslation('transcriptions');
  const errorText = useErrorMessage();
  const update = useUpdateTranscription(transcription.id);
  const [editing, setEditing] = useState<number | 'text' | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Where focus returns once an editor closes. Applied after React has rendered the closed state: an update made after
  // an await is committed later than an animation frame may run.
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (editing === null && focusNext.current) {
      document.getElementById(focusNext.current)?.focus();
      focusNext.current = null;
    }
  }, [editing]);
  const { segments } = transcription;
  const seekable = transcription.audio !== null;

  const save = useCallback(
    async (patch: { segments: Segment[] } | { text: string }, focusId: string) => {
      setError(null);
      try {
        await update.mutateAsync(patch);
        setEditing(null);
        notifications.show({ color: 'green', message: t('transcript.saved') });
        focusNext.current = focusId;
        return true;
      } catch (err) {
        setError(t('transcript.saveFailed', { reason: errorText(err) }));
        return false;
      }
    },
    [errorText, t, update],
  );

  const { seek, active } = player; // `seek` is stable; depending on `player` would re-render every row
  const onSeek = useCallback((i: number) => seek(segments[i]?.start ?? 0), [seek, segments]);
  const onEdit = useCallback((i: number) => {
    setError(null);
    setEditing(i);
  }, []);
  const onCancel = useCallback((i: number) => {
    setError(null);
    setEditing(null);
    focusNext.current = `segment-edit-${i}`;
  }, []);
  const onSave = useCallback(
    (i: number, text: string) => {
      const next = segments.map((s, j) => (j === i ? { ...s, text } : s));
      return save({ segments: next }, `segment-edit-${i}`);
    },
    [save, segments],
  );

  if (segments.length) {
    return (
      <Stack gap="xs">
        {seekable && (
          <Text size="xs" c="dimmed">
            {t('transcript.seekHint')}
          </Text>
        )}
        <ol className={classes.list} aria-label={t('transcript.label')} data-testid="segments">
          {segments.map((segment, i) => (
            <SegmentRow
              key={i}
              index={i}
              segment={segment}
              active={active === i}
              seekable={seekable}
              editable={editable}
              editing={editing === i}
              onSeek={onSeek}
              onEdit={onEdit}
              onSave={onSave}
              onCancel={onCancel}
              error={editing === i ? error : null}
            />
          ))}
        </ol>
      </Stack>
    );
  }

  if (editing === 'text') {
    return (
      <SegmentEditor
        multiline
        label={t('transcript.textLabel')}
        initial={transcription.text}
        onSave={(text) => save({ text }, 'transcript-edit-text')}
        onCancel={() => {
          setEditing(null);
          focusNext.current = 'transcript-edit-text';
        }}
        error={error}
      />
    );
  }

  return (
    <Stack gap="sm" data-testid="transcript-text">
      {transcription.text.trim() ? (
        <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{transcription.text}</Text>
      ) : (
        <Text c="dimmed">{t('detail.emptyTranscript')}</Text>
      )}
      {editable && (
        <Group>
          <Button
            id="transcript-edit-text"
            size="xs"
            variant="default"
            leftSection={<Pencil size={14} aria-hidden />}
            onClick={() => setEditing('text')}
          >
            {t('transcript.editText')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
