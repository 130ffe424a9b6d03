import { Stack, Text, Title } from '@mantine/core';

export function SectionHeading({ id, title, lead }: { id: string; title: string; lead: string }) {
  return (
    <Stack gap="xs" align="center" ta="center" mb={48}>
      <Title id={id} order={2} fz={{ base: 28, md: 36 }}>
        {title}
      </Title>
      <Text size="lg" c="dimmed" maw={640}>
        {lead}
      </Text>
    </Stack>
  );
}
