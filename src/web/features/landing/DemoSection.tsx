import { Box, Button, Container, Stack, Text, Title } from '@mantine/core';
import { Brain, FileText, Mic } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Demo } from '@shared/api/content';
import classes from './landing.module.css';

const ITEMS = [
  { key: 'hd', Icon: Mic },
  { key: 'ai', Icon: Brain },
  { key: 'summary', Icon: FileText },
] as const;

/** docs/product.md §2 demo section: tagline, title, subtitle, three items and a Mulai Rekam button. */
export function DemoSection({ demo }: { demo: Demo }) {
  const { t } = useTranslation('landing');
  return (
    <Box component="section" id="demo" className={classes.demo} aria-labelledby="demo-title">
      <Container size="lg" py={{ base: 56, md: 88 }}>
        <Stack align="center" ta="center" gap="sm" mb={40}>
          {demo.tagline && (
            <Text tt="uppercase" fw={700} size="sm" style={{ letterSpacing: 1 }}>
              {demo.tagline}
            </Text>
          )}
          <Title id="demo-title" order={2} fz={{ base: 28, md: 36 }} c="white">
            {demo.title}
          </Title>
          {demo.subtitle && (
            <Text size="lg" maw={680} style={{ whiteSpace: 'pre-line' }}>
              {demo.subtitle}
            </Text>
          )}
        </Stack>
        <ul className={classes.grid} data-cols-sm="3" style={{ marginBottom: 40 }}>
          {ITEMS.map(({ key, Icon }) => (
            <li key={key} className={classes.demoItem}>
              <Icon size={28} aria-hidden />
              <Title order={3} size="h4" mt="sm" mb={4} c="white">
                {t(`demo.items.${key}.title`)}
              </Title>
              <Text size="sm">{t(`demo.items.${key}.description`)}</Text>
            </li>
          ))}
        </ul>
        <Stack align="center">
          <Button
            component={Link}
            to="/dashboard/manual-recording"
            variant="white"
            size="lg"
            leftSection={<Mic size={18} />}
          >
            {t('demo.start')}
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}
