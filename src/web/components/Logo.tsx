import { Group, Text } from '@mantine/core';

/** The product mark (same drawing as the favicon) and name. Decorative: the surrounding link carries the label. */
export function Logo({ size = 28 }: { size?: number }) {
  return (
    <Group gap={8} wrap="nowrap" aria-hidden>
      <svg width={size} height={size} viewBox="0 0 32 32" focusable="false">
        <rect width="32" height="32" rx="8" fill="#4263eb" />
        <path d="M9 8h10l4 4v12H9z" fill="#fff" />
        <path d="M12 15h8M12 19h6" stroke="#4263eb" strokeWidth="2" />
      </svg>
      <Text fw={800} fz="lg" c="var(--mantine-color-bright)">
        Notulen
      </Text>
    </Group>
  );
}
