import { Anchor, Container, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { useDocumentTitle } from '../../lib/use-document-title';

interface Section {
  heading: string;
  paragraphs: string[];
}

/** Renders legal:<doc> — title, lead and numbered sections — from the locale files. */
export function LegalDocument({ doc }: { doc: 'privacy' | 'terms' }) {
  const { t } = useTranslation('legal');
  const title = t(`${doc}.title`);
  useDocumentTitle(title);
  const sections = t(`${doc}.sections`, { returnObjects: true }) as Section[];
  return (
    <Container size="md" py={{ base: 32, md: 56 }}>
      <PageHeader title={title} lead={t(`${doc}.lead`)} />
      <nav aria-label={t('contentsLabel')}>
        <List type="ordered" spacing={4} mb="xl" size="sm">
          {sections.map((s, i) => (
            <List.Item key={s.heading}>
              <Anchor href={`#${doc}-${i + 1}`} underline="always">
                {s.heading}
              </Anchor>
            </List.Item>
          ))}
        </List>
      </nav>
      <Stack gap="xl">
        {sections.map((s, i) => (
          <section
            key={s.heading}
            id={`${doc}-${i + 1}`}
            aria-labelledby={`${doc}-${i + 1}-title`}
            style={{ scrollMarginTop: 80 }}
          >
            <Title order={2} size="h3" mb="sm" id={`${doc}-${i + 1}-title`}>
              {`${i + 1}. ${s.heading}`}
            </Title>
            <Stack gap="sm">
              {s.paragraphs.map((p) => (
                <Text key={p} lh={1.7}>
                  {p}
                </Text>
              ))}
            </Stack>
          </section>
        ))}
      </Stack>
    </Container>
  );
}
