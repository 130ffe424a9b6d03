import { useState } from 'react';
import { Stack, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ContentLanguage, Demo, Hero, SectionData } from '@shared/api/content';
import { SaveBar } from './SaveBar';
import { useSectionSave } from './use-section-save';

type FlatSection = 'hero' | 'demo';

/**
 * Field order and kind as the landing page shows them; `long` fields get a text area, `required` ones are marked
 * (the shared schema refuses them empty).
 */
const FIELDS: {
  hero: readonly { name: keyof Hero; long?: boolean; required?: boolean }[];
  demo: readonly { name: keyof Demo; long?: boolean; required?: boolean }[];
} = {
  hero: [
    { name: 'title', required: true },
    { name: 'subtitle' },
    { name: 'description', long: true },
    { name: 'ctaText', required: true },
  ],
  demo: [{ name: 'tagline' }, { name: 'title', required: true }, { name: 'subtitle', long: true }],
};

/** Editor for the sections that are a few text fields (Hero, Demo), of one language. */
export function FlatSectionForm<S extends FlatSection>({
  language,
  section,
  initial,
}: {
  language: ContentLanguage;
  section: S;
  initial: SectionData<S>;
}) {
  const { t } = useTranslation('admin');
  const [value, setValue] = useState<SectionData<S>>(initial);
  const { save, saving, success, error, fieldErrors, clearFieldError } = useSectionSave(language, section);

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        save(value);
      }}
    >
      <Stack gap="md" maw={720}>
        {FIELDS[section].map(({ name, long, required }) => {
          const props = {
            label: t(`fields.${section}.${name}`),
            // Marked with an asterisk (and aria-required); `noValidate` leaves the message to our own check.
            required,
            // The field holds text of the edited language (not the interface's): spell checking and screen readers
            // follow it.
            lang: language,
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
