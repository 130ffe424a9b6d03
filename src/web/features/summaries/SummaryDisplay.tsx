import { Group, List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toSummaryView } from '@shared/summary/display';
import { summaryToText } from '@shared/summary/summary-text';
import type { Summary } from '@shared/summary/summary';
import { CopyButton } from '../transcriptions/CopyButton';
import { ActionItemList } from './ActionItemList';
import { useSummaryLabels } from './use-summary-labels';

function Section({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack component="section" gap="xs" aria-labelledby={id}>
      <Group justify="space-between" align="center" gap="sm" wrap="nowrap">
        <Title order={3} size="h5" id={id}>
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Stack>
  );
}

const Empty = ({ children }: { children: string }) => (
  <Text size="sm" c="dimmed" fs="italic">
    {children}
  </Text>
);

/**
 * docs/product.md §2 Summary display component: Summary, Topics Discussed, Action Items (and Participants when
 * present), each with its empty text, and a copy button. `idPrefix` keeps heading ids unique when two are on one page.
 */
export function SummaryDisplay({ summary, idPrefix = 'summary' }: { summary: Summary | null; idPrefix?: string }) {
  const { t } = useTranslation('summary');
  const labels = useSummaryLabels();
  const view = useMemo(() => toSummaryView(summary), [summary]);

  if (!view) return <Empty>{t('empty.none')}</Empty>;
  if (view.isEmpty) return <Empty>{t('empty.content')}</Empty>;

  return (
    <Stack gap="lg" data-testid="summary-display">
      <Section
        id={`${idPrefix}-text`}
        title={t('sections.summary')}
        action={
          <Group gap="xs">
            <CopyButton
              size="xs"
              getText={() => summaryToText(view, labels)}
              label={t('copy.button')}
              ariaLabel={t('copy.label')}
              copiedLabel={t('copy.copied')}
              failedLabel={t('copy.failed')}
            />
          </Group>
        }
      >
        {view.summary ? (
          <Text style={{ whiteSpace: 'pre-line' }}>{view.summary}</Text>
        ) : (
          <Empty>{t('empty.content')}</Empty>
        )}
      </Section>
      <Section id={`${idPrefix}-topics`} title={t('sections.topics')}>
        {view.topics.length ? (
          <List type="ordered" spacing="sm">
            {view.topics.map((topic, i) => (
              <List.Item key={i}>
                <Text span fw={600}>
                  {topic.title ?? t('fallback.topic')}
                </Text>
                {topic.points.length > 0 && (
                  <List withPadding listStyleType="disc" size="sm" mt={4}>
                    {topic.points.map((p, j) => (
                      <List.Item key={j}>{p}</List.Item>
                    ))}
                  </List>
                )}
              </List.Item>
            ))}
          </List>
        ) : (
          <Empty>{t('empty.topics')}</Empty>
        )}
      </Section>
      <Section id={`${idPrefix}-actions`} title={t('sections.actionItems')}>
        {view.actionItems.length ? (
          <ActionItemList items={view.actionItems} />
        ) : (
          <Empty>{t('empty.actionItems')}</Empty>
        )}
      </Section>
      {view.participants.length > 0 && (
        <Section id={`${idPrefix}-participants`} title={t('sections.participants')}>
          <List spacing="xs" listStyleType="disc">
            {view.participants.map((p, i) => (
              <List.Item key={i}>
                <Text span fw={600}>
                  {p.name ?? t('fallback.participant')}
                </Text>
                {p.role && <Text span c="dimmed">{` (${p.role})`}</Text>}
                {p.contribution && <Text span>{`: ${p.contribution}`}</Text>}
              </List.Item>
            ))}
          </List>
        </Section>
      )}
    </Stack>
  );
}
