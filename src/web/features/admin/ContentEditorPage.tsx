import { Alert, Skeleton, Stack, Tabs } from '@mantine/core';
import { CircleAlert, FileText, LayoutTemplate, ListOrdered, MonitorPlay } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Section } from '@shared/api/content';
import { PageHeader } from '../../components/PageHeader';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLandingContent } from './api';
import { sectionStart } from './defaults';
import { FlatSectionForm } from './FlatSectionForm';
import { ItemsSectionForm } from './ItemsSectionForm';

const TABS: readonly { section: Section; icon: typeof FileText }[] = [
  { section: 'hero', icon: LayoutTemplate },
  { section: 'features', icon: FileText },
  { section: 'steps', icon: ListOrdered },
  { section: 'demo', icon: MonitorPlay },
];

function EditorSkeleton() {
  return (
    <Stack gap="md" maw={720} aria-hidden>
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} height={56} />
      ))}
    </Stack>
  );
}

/**
 * docs/product.md §2 Admin Content Editor: one tab per landing-page section. The route is admin-only; the server checks
 * too.
 */
export function ContentEditorPage() {
  const { t } = useTranslation(['admin', 'landing']);
  useDocumentTitle(t('title'));
  const content = useLandingContent();

  return (
    <Stack gap={0} maw={1100}>
      <PageHeader title={t('title')} lead={t('lead')} />
      {content.isError && !content.isFetching ? (
        <Alert color="red" icon={<CircleAlert size={18} aria-hidden />} role="alert">
          {t('messages.loadError')}
        </Alert>
      ) : (
        <Tabs defaultValue="hero">
          <Tabs.List mb="lg">
            {TABS.map(({ section, icon: Icon }) => (
              <Tabs.Tab key={section} value={section} leftSection={<Icon size={16} aria-hidden />}>
                {t(`tabs.${section}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {TABS.map(({ section }) => (
            <Tabs.Panel key={section} value={section}>
              {!content.data || !content.isFetchedAfterMount ? (
                <EditorSkeleton />
              ) : section === 'hero' || section === 'demo' ? (
                <FlatSectionForm section={section} initial={sectionStart(t, content.data, section)} />
              ) : (
                <ItemsSectionForm section={section} initial={sectionStart(t, content.data, section)} />
              )}
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </Stack>
  );
}
