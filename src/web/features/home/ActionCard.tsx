import { Card, Group, Text, ThemeIcon, Title } from '@mantine/core';
import { ArrowRight, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import classes from './ActionCard.module.css';

interface ActionCardProps {
  to: string;
  icon: LucideIcon;
  title: string;
  description: string;
  action: string;
}

/** A whole card that is one link: one tab stop, the title is its accessible name start. */
export function ActionCard({ to, icon: Icon, title, description, action }: ActionCardProps) {
  return (
    <Card component={Link} to={to} withBorder radius="md" padding="lg" className={classes.card}>
      <ThemeIcon size={44} radius="md" variant="light" mb="md" aria-hidden>
        <Icon size={24} />
      </ThemeIcon>
      <Title order={2} size="h4" mb={6}>
        {title}
      </Title>
      <Text size="sm" mb="md">
        {description}
      </Text>
      <Group gap={4} mt="auto" className={classes.action}>
        <Text size="sm" fw={600} inherit>
          {action}
        </Text>
        <ArrowRight size={16} aria-hidden />
      </Group>
    </Card>
  );
}
