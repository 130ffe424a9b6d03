import { useState } from 'react';
import { Fieldset, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ICON_NAMES, iconOrBrain, type ContentLanguage, type IconName, type Item } from '@shared/api/content';
import { ICONS } from './icons';
import { SaveBar } from './SaveBar';
import { useSectionSave } from './use-section-save';

type ItemsSection = 'features' | 'steps';

function IconPreview({ name }: { name: IconName }) {
  const Icon = ICONS[name];
  return <Icon size={16} aria-hidden />;
}

/** Editor for the sections that are a fixed list of cards (4 features, 3 steps), of one language. */
export function ItemsSectionForm({
  language,
  section,
  initial,
}: {
  language: ContentLanguage;
  section: ItemsSection;
  initial: { items: Item[] };
}) {
  const { t } = useTranslation('admin');
  const [items, setItems] = useState<Item[]>(initial.items);
  const { save, saving, success, error, fieldErrors, clearFieldError } = useSectionSave(language, section);

  const update = (index: number, patch: Partial<Item>) => {
    setItems((list) => list.map((item, i) => (i === index ? { ...item, ...patch } : item)));
    for (const key of Object.keys(patch)) clearFieldError(`items.${index}.${key}`);
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        save({ items });
      }}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          {items.map((item, i) => (
            <Fieldset key={i} legend={t(`itemLegend.${section}`, { n: i + 1 })} radius="md">
              <Stack gap="sm">
                <Select
                  label={t('fields.item.icon')}
                  data={ICON_NAMES.map((name) => ({ value: name, label: name }))}
                  value={iconOrBrain(item.icon)}
                  onChange={(v) => update(i, { icon: iconOrBrain(v) })}
                  allowDeselect={false}
                  leftSection={<IconPreview name={iconOrBrain(item.icon)} />}
                  renderOption={({ option }) => (
                    <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
                      <IconPreview name={iconOrBrain(option.value)} />
                      {option.label}
                    </span>
                  )}
                  error={fieldErrors[`items.${i}.icon`]}
                />
                <TextInput
                  label={t('fields.item.title')}
                  required
                  lang={language}
                  value={item.title}
                  onChange={(e) => update(i, { title: e.currentTarget.value })}
                  error={fieldErrors[`items.${i}.title`]}
                />
                <Textarea
                  label={t('fields.item.description')}
                  lang={language}
                  value={item.description}
                  onChange={(e) => update(i, { description: e.currentTarget.value })}
                  autosize
                  minRows={3}
                  maxRows={8}
                  error={fieldErrors[`items.${i}.description`]}
                />
              </Stack>
            </Fieldset>
          ))}
        </SimpleGrid>
        <SaveBar
          saving={saving}
          error={error}
          success={success ? t('messages.saved', { section: t(`sectionNames.${section}`) }) : null}
        />
      </Stack>
    </form>
  );
}
