import { Badge } from '@mantine/core';
import { Video } from 'lucide-react';
import { PLATFORM_NAMES, type MeetingPlatform } from '@shared/meeting-link';

/** Each platform in the colour people know it by; the name is always written, the colour only helps. */
export const PLATFORM_COLOR: Record<MeetingPlatform, string> = {
  'google-meet': 'green',
  zoom: 'blue',
  teams: 'violet',
};

/** The platform of a meeting link: icon and name. */
export function PlatformBadge({ platform }: { platform: MeetingPlatform }) {
  return (
    <Badge
      variant="light"
      color={PLATFORM_COLOR[platform]}
      c="var(--mantine-color-text)"
      leftSection={<Video size={14} aria-hidden />}
      tt="none"
      size="lg"
      data-platform={platform}
    >
      {PLATFORM_NAMES[platform]}
    </Badge>
  );
}
