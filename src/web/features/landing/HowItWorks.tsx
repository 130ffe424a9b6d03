import { Box, Container, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Steps } from '@shared/api/content';
import { LandingIcon } from './LandingIcon';
import { SectionHeading } from './SectionHeading';
import classes from './landing.module.css';

/** docs/product.md §2: the three-step "how it works" section. */
export function HowItWorks({ steps }: { steps: Steps }) {
  const { t } = useTranslation('landing');
  return (
    <Box
      component="section"
      id="how-it-works"
      className={classes.section}
      aria-labelledby="how-title"
      bg="var(--notulen-surface-muted)"
    >
      <Container size="lg" py={{ base: 56, md: 88 }}>
        <SectionHeading id="how-title" title={t('steps.heading')} lead={t('steps.lead')} />
        <ol className={classes.grid} data-cols-md="3">
          {steps.items.map((step, i) => (
            <Stack component="li" key={i} gap="sm">
              <Group gap="sm">
                <span className={classes.stepNumber} aria-hidden>
                  {i + 1}
                </span>
                <LandingIcon name={step.icon} size={22} color="var(--mantine-color-anchor)" />
              </Group>
              <Title order={3} size="h4">
                <VisuallyHidden component="span">{`${t('steps.stepLabel', { n: i + 1 })}: `}</VisuallyHidden>
                {step.title}
              </Title>
              {step.description && (
                <Text c="dimmed" style={{ whiteSpace: 'pre-line' }}>
                  {step.description}
                </Text>
              )}
            </Stack>
          ))}
        </ol>
      </Container>
    </Box>
  );
}
