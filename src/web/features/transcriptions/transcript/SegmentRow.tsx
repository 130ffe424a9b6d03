import { ActionIcon, UnstyledButton } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { Pencil } from 'lucide-react';
import { memo, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Segment } from '@shared/api/transcriptions';
import { clockShort } from '@shared/exports/timestamps';
import { SegmentEditor } from './SegmentEditor';
import classes from './TranscriptView.module.css';

interface SegmentRowProps {
  index: number;
  segment: Segment;
  active: boolean;
  /** There is audio to seek in: the row is a button. */
  seekable: boolean;
  editable: boolean;
  editing: boolean;
  onSeek: (index: number) => void;
  onEdit: (index: number) => void;
  onSave: (index: number, text: string) => Promise<boolean>;
  onCancel: (index: number) => void;
  /** The last save's error, shown while editing. */
  error: string | null;
}

/**
 * One timed sentence. Clicking it plays the recording from its start; while it plays it is highlighted
 * (aria-current) and kept in view. Memoised: during playback only the two rows whose `active` flips re-render.
 */
export const SegmentRow = memo(function SegmentRow(props: SegmentRowProps) {
  const { index, segment, active, seekable, editable, editing, onSeek, onEdit, onSave, onCancel, error } = props;
  const { t } = useTranslation('transcriptions');
  const reduceMotion = useReducedMotion();
  const row = useRef<HTMLLIElement>(null);
  const time = clockShort(segment.start);

  useEffect(() => {
    // 'nearest' scrolls only when the row has left the view, so reading elsewhere is not yanked around every line.
    if (active && !editing)
      row.current?.scrollIntoView({ block: 'nearest', behavior: reduceMotion ? 'auto' : 'smooth' });
  }, [active, editing, reduceMotion]);

  if (editing) {
    return (
      <li ref={row} className={classes.row}>
        <SegmentEditor
          label={t('transcript.editLabel', { time })}
          initial={segment.text}
          onSave={(text) => onSave(index, text)}
          onCancel={() => onCancel(index)}
          error={error}
        />
      </li>
    );
  }

  const content = (
    <>
      <time className={classes.time} dateTime={`PT${Math.floor(segment.start)}S`}>
        {time}
      </time>
      <span>
        {/* The space keeps "Budi: text" apart in the button's accessible name, not only visually. */}
        {segment.speaker && <span className={classes.speaker}>{segment.speaker}:</span>}{' '}
        <span className={classes.text}>{segment.text}</span>
      </span>
    </>
  );

  return (
    <li ref={row} className={classes.row} data-segment-index={index} data-start={segment.start}>
      {seekable ? (
        <UnstyledButton
          className={classes.seek}
          onClick={() => onSeek(index)}
          aria-current={active ? 'true' : undefined}
          title={t('transcript.seek', { time })}
        >
          {content}
        </UnstyledButton>
      ) : (
        <div className={classes.seek}>{content}</div>
      )}
      {editable && (
        <ActionIcon
          id={`segment-edit-${index}`}
          className={classes.edit}
          variant="subtle"
          color="gray"
          aria-label={t('transcript.edit', { time })}
          onClick={() => onEdit(index)}
        >
          <Pencil size={16} aria-hidden />
        </ActionIcon>
      )}
    </li>
  );
});
