import { ThemeIcon, Tooltip } from '@mantine/core';
import { Users, Video } from 'lucide-react';
import { PLATFORM_NAMES, type MeetingPlatform } from '@shared/meeting-link';

const LOOK: Record<MeetingPlatform, { color: string; Icon: typeof Video }> = {
  'google-meet': { color: 'teal', Icon: Video },
  zoom: { color: 'blue', Icon: Video },
  teams: { color: 'indigo', Icon: Users },
};

/** The meeting's platform as an icon with its name (tooltip for the eye, the accessible name for screen readers). */
export function PlatformIcon({ platform, size = 'md' }: { platform: MeetingPlatform | null; size?: 'sm' | 'md' }) {
  if (!platform) return null;
  const { color, Icon } = LOOK[platform];
  const name = PLATFORM_NAMES[platform];
  return (
    <Tooltip label={name} events={{ hover: true, focus: false, touch: true }}>
      <ThemeIcon
        variant="light"
        color={color}
        radius="xl"
        size={size === 'sm' ? 'sm' : 'md'}
        role="img"
        aria-label={name}
        data-platform={platform}
      >
        <Icon size={size === 'sm' ? 12 : 16} aria-hidden />
      </ThemeIcon>
    </Tooltip>
  );
}
