import { useState } from 'react';
import { Alert, Group, SegmentedControl, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { CircleAlert, FileText, LayoutTemplate, ListOrdered, MonitorPlay } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CONTENT_LANGUAGES, type ContentLanguage, type Section } from '@shared/api/content';
import { PageHeader } from '../../components/PageHeader';
import { useDocumentTitle } from '../../lib/use-document-title';
import { contentLanguageOf } from '../landing/api';
import { useLandingContent, useLandingTexts } from './api';
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
 * docs/product.md §2 Admin Content Editor: one tab per landing-page section, for one language at a time (the
 * Indonesian and the English landing page are stored apart; each starts from its own built-in texts). The route is
 * admin-only; the server checks too.
 */
export function ContentEditorPage() {
  const { t, i18n } = useTranslation(['admin', 'common']);
  useDocumentTitle(t('title'));
  // Starts on the language the admin reads the interface in; the switch changes only what is edited.
  const [language, setLanguage] = useState<ContentLanguage>(() => contentLanguageOf(i18n.language));
  const content = useLandingContent(language);
  const texts = useLandingTexts(language);
  const ready = !!content.data && content.isFetchedAfterMount && texts.isSuccess;

  return (
    <Stack gap={0} maw={1100}>
      <PageHeader title={t('title')} lead={t('lead')} />
      <Group gap="sm" mb="lg" align="center">
        <Text id="content-language-label" fw={600} size="sm">
          {t('language.label')}
        </Text>
        <SegmentedControl
          aria-labelledby="content-language-label"
          value={language}
          onChange={(v) => setLanguage(contentLanguageOf(v))}
          data={CONTENT_LANGUAGES.map((l) => ({ value: l, label: t(`common:language.${l}Name`) }))}
        />
      </Group>
      {(content.isError && !content.isFetching) || texts.isError ? (
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
          {TABS.map(({ section }) => {
            // Keyed by language: a switch starts the form again from that language's stored or built-in text.
            const key = `${language}-${section}`;
            const start = <S extends Section>(s: S) =>
              sectionStart(i18n.getFixedT(language, 'landing'), content.data!, s);
            return (
              <Tabs.Panel key={section} value={section}>
                {!ready ? (
                  <EditorSkeleton />
                ) : section === 'hero' || section === 'demo' ? (
                  <FlatSectionForm key={key} language={language} section={section} initial={start(section)} />
                ) : (
                  <ItemsSectionForm key={key} language={language} section={section} initial={start(section)} />
                )}
              </Tabs.Panel>
            );
          })}
        </Tabs>
      )}
    </Stack>
  );
}
