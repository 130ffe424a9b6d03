import { Group, Text } from '@mantine/core';
import { Check } from 'lucide-react';
import classes from './SavedNotice.module.css';

/**
 * A live region that announces `message` while it is set. The region itself always exists: screen readers only
 * announce changes inside a region that was already in the page.
 */
export function SavedNotice({ message }: { message: string | null }) {
  return (
    <div role="status" aria-live="polite">
      {message && (
        <Group gap={6} className={classes.notice}>
          <Check size={16} aria-hidden />
          <Text size="sm" fw={600} inherit>
            {message}
          </Text>
        </Group>
      )}
    </div>
  );
}
