import { Container, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Features } from '@shared/api/content';
import { LandingIcon } from './LandingIcon';
import { SectionHeading } from './SectionHeading';
import classes from './landing.module.css';

/** docs/product.md §2: four feature cards. */
export function FeatureCards({ features }: { features: Features }) {
  const { t } = useTranslation('landing');
  return (
    <section id="features" className={classes.section} aria-labelledby="features-title">
      <Container size="lg" py={{ base: 56, md: 88 }}>
        <SectionHeading id="features-title" title={t('features.heading')} lead={t('features.lead')} />
        <ul className={classes.grid} data-cols-sm="2" data-cols-md="4">
          {features.items.map((item, i) => (
            <li key={i} className={classes.card}>
              <span className={classes.iconBadge}>
                <LandingIcon name={item.icon} size={24} />
              </span>
              <Title order={3} size="h4" mb="xs">
                {item.title}
              </Title>
              {item.description && (
                <Text c="dimmed" size="sm" style={{ whiteSpace: 'pre-line' }}>
                  {item.description}
                </Text>
              )}
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
