import { Group, Paper, Text } from '@mantine/core';
import { VolumeX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Transcription } from '@shared/api/transcriptions';
import type { AudioPlayerControls } from './use-audio-player';
import classes from './AudioPlayer.module.css';

/**
 * The browser's own player: keyboard and screen-reader support, and seeking through HTTP Range requests (the server
 * answers them), so a long meeting plays without downloading it first. Sticks to the top while the transcript scrolls.
 */
export function AudioPlayer({
  audio,
  title,
  player,
}: {
  audio: Transcription['audio'];
  title: string;
  player: AudioPlayerControls;
}) {
  const { t } = useTranslation('transcriptions');
  if (!audio) {
    return (
      <Group gap="xs" c="dimmed">
        <VolumeX size={16} aria-hidden />
        <Text size="sm">{t('detail.noAudio')}</Text>
      </Group>
    );
  }
  return (
    <Paper withBorder radius="md" p="xs" className={classes.sticky}>
      <audio
        ref={player.ref}
        className={classes.audio}
        controls
        preload="metadata"
        src={audio.url}
        onTimeUpdate={player.onTimeUpdate}
        onSeeked={player.onTimeUpdate}
        onPlay={player.onPlay}
        aria-label={t('detail.audioLabel', { title })}
      />
    </Paper>
  );
}
