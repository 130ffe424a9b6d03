import { Badge } from '@mantine/core';
import { Bot, Hourglass, Loader, Mic, TriangleAlert, Upload, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Transcription } from '@shared/api/transcriptions';

/**
 * Text colour for badges and alert titles on Mantine's light colour tints: its coloured text on them is below 4.5:1
 * (yellow 2.7:1), so the tint carries the colour and the text stays the page's text colour (both schemes).
 */
export const TEXT_ON_TINT = 'var(--mantine-color-text)';

const SOURCE_ICON: Record<Transcription['source'], LucideIcon> = { manual: Mic, upload: Upload, bot: Bot };

export function SourceBadge({ source }: { source: Transcription['source'] }) {
  const { t } = useTranslation('transcriptions');
  const Icon = SOURCE_ICON[source];
  return (
    <Badge variant="light" color="gray" leftSection={<Icon size={12} aria-hidden />}>
      {t(`source.${source}`)}
    </Badge>
  );
}

/** Nothing for `ready` (the normal case); the other states say where the transcription stands. */
export function StatusBadge({ status, progress }: { status: Transcription['status']; progress?: number | null }) {
  const { t } = useTranslation('transcriptions');
  if (status === 'ready') return null;
  const [color, Icon] =
    status === 'failed'
      ? (['red', TriangleAlert] as const)
      : status === 'processing'
        ? (['blue', Loader] as const)
        : (['yellow', Hourglass] as const);
  return (
    <Badge
      variant="light"
      color={color}
      c={TEXT_ON_TINT}
      leftSection={<Icon size={12} aria-hidden />}
      data-status={status}
    >
      {status === 'processing' && progress != null
        ? t('status.processingProgress', { progress: Math.round(progress) })
        : t(`status.${status}`)}
    </Badge>
  );
}
