import { Badge, Group, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ActionItemView } from '@shared/summary/display';
import { TEXT_ON_TINT } from '../transcriptions/badges';

/** docs/product.md §2 Action Items: the task, who and when, and the status badge coloured as §4 says. */
export function ActionItemList({ items }: { items: ActionItemView[] }) {
  const { t } = useTranslation('summary');
  return (
    <List spacing="sm" listStyleType="disc" data-testid="action-items">
      {items.map((item, i) =>
        item.kind === 'text' ? (
          <List.Item key={i}>{item.text}</List.Item>
        ) : (
          <List.Item key={i}>
            <Group gap="xs" wrap="wrap" align="center">
              <Text span fw={500}>
                {item.task}
              </Text>
              <Badge color={item.color} variant="light" c={TEXT_ON_TINT} size="sm" data-status-color={item.color}>
                {item.status}
              </Badge>
            </Group>
            {(item.assignee || item.deadline) && (
              <Text size="sm" c="dimmed">
                {[
                  item.assignee && `${t('fields.assignee')}: ${item.assignee}`,
                  item.deadline && `${t('fields.deadline')}: ${item.deadline}`,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            )}
          </List.Item>
        ),
      )}
    </List>
  );
}
