import type { ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';

/** The h1 and lead paragraph that open a content page. */
export function PageHeader({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
  return (
    <Stack gap="xs" mb="xl">
      <Title order={1}>{title}</Title>
      {lead && (
        <Text size="lg" c="dimmed" maw={720}>
          {lead}
        </Text>
      )}
      {children}
    </Stack>
  );
}
