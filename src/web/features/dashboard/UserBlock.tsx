import { Group, Text, UnstyledButton } from '@mantine/core';
import { ChevronsUpDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Me } from '@shared/api/auth';
import { ProfileMenu } from './ProfileMenu';
import { UserAvatar } from './UserAvatar';
import { displayName } from './user-display';
import classes from './UserBlock.module.css';

/** Bottom of the sidebar: who is signed in; a click opens the profile dropdown. */
export function UserBlock({ user }: { user: Me }) {
  const { t } = useTranslation('dashboard');
  const name = displayName(user, t('user.fallbackName'));
  return (
    <ProfileMenu
      role={user.role}
      target={
        <UnstyledButton className={classes.block} aria-label={t('user.openMenu', { name })}>
          <Group gap="sm" wrap="nowrap">
            <UserAvatar name={name} image={user.image} />
            <div style={{ flex: 1, minWidth: 0 }}>
              <Text size="sm" fw={600} truncate="end">
                {name}
              </Text>
              <Text size="xs" c="dimmed" truncate="end">
                {user.email}
              </Text>
            </div>
            <ChevronsUpDown size={16} aria-hidden />
          </Group>
        </UnstyledButton>
      }
    />
  );
}
