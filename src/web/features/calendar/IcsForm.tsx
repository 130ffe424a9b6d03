import { useState, type FormEvent } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../lib/error-message';
import { useAddIcs } from './api';

const looksLikeUrl = (s: string) => /^(https?|webcal):\/\/\S+$/i.test(s);

/** "Add an ICS link": any calendar that publishes one (Apple, Fastmail, Nextcloud, a shared Google or Outlook one). */
export function IcsForm() {
  const { t } = useTranslation('calendar');
  const errorText = useErrorMessage();
  const add = useAddIcs();
  const [url, setUrl] = useState('');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = url.trim();
    if (!looksLikeUrl(value)) return setError(t('ics.invalid'));
    setError(null);
    add.mutate(
      { url: value, name: name.trim() || undefined },
      {
        onSuccess: (conn) => {
          setUrl('');
          setName('');
          notifications.show({
            color: 'green',
            message: t('ics.added', { name: conn.name }),
            closeButtonProps: { 'aria-label': t('close') },
          });
        },
        onError: (err) => setError(errorText(err)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="calendar-ics-title">
      <Stack gap="xs">
        <Text id="calendar-ics-title" fw={600}>
          {t('ics.title')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('ics.hint')}
        </Text>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label={t('ics.url')}
            placeholder="https://…/calendar.ics"
            type="url"
            inputMode="url"
            value={url}
            onChange={(e) => setUrl(e.currentTarget.value)}
            error={error}
            style={{ flex: '2 1 18rem' }}
            leftSection={<Link2 size={16} aria-hidden />}
          />
          <TextInput
            label={t('ics.name')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            maxLength={200}
            style={{ flex: '1 1 10rem' }}
          />
        </Group>
        <Group>
          <Button type="submit" variant="default" loading={add.isPending}>
            {t('ics.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
