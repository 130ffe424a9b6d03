import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LiveConnection } from './recording-state';

interface Props {
  paragraphs: string[];
  partial: string;
  /** Trouble with the live connection, said above the text; the recording goes on either way. */
  connection: LiveConnection;
  /** The engine has no live text: say so while recording instead of an empty panel. */
  noLive: boolean;
  /** Saved: the panel holds the final transcript, no longer live text. */
  saved?: boolean;
}

/** docs/product.md §2: the live transcription panel, final paragraphs then the words not yet final (dimmed). */
export function LivePanel({ paragraphs, partial, connection, noLive, saved = false }: Props) {
  const { t } = useTranslation('recording');
  const empty = paragraphs.length === 0 && !partial;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="live-title">
      <Title id="live-title" order={2} size="h4" mb="sm">
        {saved ? t('live.finalText') : t('live.title')}
      </Title>
      {connection === 'reconnecting' && (
        <Text size="sm" c="dimmed" mb="xs" role="status">
          {t('live.reconnecting')}
        </Text>
      )}
      {connection === 'unreachable' && (
        <Text size="sm" mb="xs" role="status" data-testid="live-unreachable">
          {t('live.unreachable')}
        </Text>
      )}
      <Stack gap="sm" mih={160} mah={480} style={{ overflowY: 'auto' }} aria-live="polite" data-testid="live-text">
        {empty ? (
          <Text c="dimmed" fs="italic">
            {noLive ? t('live.noLive') : t('live.placeholder')}
          </Text>
        ) : (
          <>
            {paragraphs.map((p, i) => (
              <Text key={i} data-testid="live-paragraph">
                {p}
              </Text>
            ))}
            {partial && (
              <Text c="dimmed" data-testid="live-partial">
                {partial}
              </Text>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
