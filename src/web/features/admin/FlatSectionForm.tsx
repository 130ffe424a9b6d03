import { useState } from 'react';
import { Stack, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Demo, Hero, SectionData } from '@shared/api/content';
import { SaveBar } from './SaveBar';
import { useSectionSave } from './use-section-save';

type FlatSection = 'hero' | 'demo';

/** Field order and kind as the landing page shows them; `long` fields get a text area. */
const FIELDS: {
  hero: readonly { name: keyof Hero; long?: boolean }[];
  demo: readonly { name: keyof Demo; long?: boolean }[];
} = {
  hero: [{ name: 'title' }, { name: 'subtitle' }, { name: 'description', long: true }, { name: 'ctaText' }],
  demo: [{ name: 'tagline' }, { name: 'title' }, { name: 'subtitle', long: true }],
};

/** Editor for the sections that are a few text fields (Hero, Demo). */
export function FlatSectionForm<S extends FlatSection>({ section, initial }: { section: S; initial: SectionData<S> }) {
  const { t } = useTranslation('admin');
  const [value, setValue] = useState<SectionData<S>>(initial);
  const { save, saving, success, error, fieldErrors, clearFieldError } = useSectionSave(section);

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        save(value);
      }}
    >
      <Stack gap="md" maw={720}>
        {FIELDS[section].map(({ name, long }) => {
          const props = {
            label: t(`fields.${section}.${name}`),
            value: String((value as Record<string, unknown>)[name] ?? ''),
            error: fieldErrors[name],
            onChange: (e: { currentTarget: { value: string } }) => {
              const next = e.currentTarget.value;
              setValue((v) => ({ ...v, [name]: next }));
              clearFieldError(name);
            },
          };
          return long ? (
            <Textarea key={name} {...props} autosize minRows={3} maxRows={10} />
          ) : (
            <TextInput key={name} {...props} />
          );
        })}
        <SaveBar
          saving={saving}
          error={error}
          success={success ? t('messages.saved', { section: t(`sectionNames.${section}`) }) : null}
        />
      </Stack>
    </form>
  );
}
