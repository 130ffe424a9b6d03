import type { ReactNode } from 'react';
import { Badge, Menu, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A menu entry whose feature is not built yet. Not `disabled`: Mantine's arrow-key navigation skips disabled items,
 * and keyboard users should be able to reach it and hear that it is coming soon.
 */
export function SoonMenuItem({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  const { t } = useTranslation('coming');
  return (
    <Tooltip label={t('soonHint')} position="left" events={{ hover: true, focus: true, touch: true }}>
      <Menu.Item
        leftSection={icon}
        rightSection={
          <Badge size="xs" variant="outline" color="gray">
            {t('soonBadge')}
          </Badge>
        }
        aria-disabled="true"
        closeMenuOnClick={false}
        onClick={(e) => e.preventDefault()}
      >
        {children}
      </Menu.Item>
    </Tooltip>
  );
}
