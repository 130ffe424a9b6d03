import { Box, Button, Container, Stack, Text, Title } from '@mantine/core';
import { Mic, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Hero } from '@shared/api/content';
import { useSession } from '../../app/session';
import classes from './landing.module.css';

const WAVE = [30, 55, 80, 45, 90, 60, 35, 70, 95, 50, 40, 75, 85, 45, 30, 65, 90, 55, 35, 60];

/** docs/product.md §2 hero: title, subtitle, description, the CTA text (deliberately not a link) and a Masuk link. */
export function HeroSection({ hero }: { hero: Hero }) {
  const { t } = useTranslation('landing');
  const { user } = useSession();
  return (
    <Box component="section" className={classes.hero} aria-labelledby="hero-title">
      <Container size="lg" py={{ base: 48, md: 96 }}>
        <div className={classes.heroGrid}>
          <Stack gap="lg" align="flex-start">
            <Title id="hero-title" order={1} fz={{ base: 34, sm: 44, md: 52 }} lh={1.1}>
              {hero.title}
            </Title>
            {/* Subtitle and description are optional in the editor: an empty one leaves no empty paragraph. */}
            {hero.subtitle && (
              <Text fz={{ base: 'lg', md: 22 }} fw={600} c="var(--mantine-color-anchor)">
                {hero.subtitle}
              </Text>
            )}
            {hero.description && (
              <Text size="lg" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
                {hero.description}
              </Text>
            )}
            <Text component="p" m={0} className={classes.cta}>
              <Sparkles size={18} aria-hidden />
              {hero.ctaText}
            </Text>
            {/* The spec's Masuk link; someone already signed in is offered the dashboard instead. */}
            <Button component={Link} to={user ? '/dashboard' : '/login'} size="lg">
              {user ? t('nav:dashboard') : t('hero.login')}
            </Button>
          </Stack>
          <HeroPreview />
        </div>
      </Container>
    </Box>
  );
}

/** A decorative sketch of a live recording; carries no information, so it is hidden from assistive technology. */
function HeroPreview() {
  return (
    <Box className={classes.preview} aria-hidden visibleFrom="sm">
      <div className={classes.previewBar}>
        <span className={classes.recDot} />
        <Mic size={16} />
        <Text size="sm" fw={600} ff="monospace">
          12:48
        </Text>
      </div>
      <Stack p="lg" gap="md">
        <div className={classes.wave}>
          {WAVE.map((h, i) => (
            <span key={i} style={{ height: `${h}%` }} />
          ))}
        </div>
        <div className={classes.line} style={{ width: '92%' }} />
        <div className={classes.line} style={{ width: '78%' }} />
        <div className={classes.line} style={{ width: '85%' }} />
        <div className={classes.line} style={{ width: '60%' }} />
      </Stack>
    </Box>
  );
}
