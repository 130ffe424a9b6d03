import { Alert, Button, Group, Paper, Select, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { CircleAlert, LogIn } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type ClipboardEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BOT_LANGUAGES, type BotLanguage } from '@shared/api/bots';
import { parseMeetingLink, type HostAlias } from '@shared/meeting-link';
import { isBotLanguage, linkErrorKey } from './bot-steps';
import { PlatformBadge } from './PlatformBadge';

/** Spec §5: a pasted link that is recognised joins by itself after this pause. */
export const PASTE_JOIN_DELAY_MS = 100;

interface Props {
  aliases: readonly HostAlias[];
  link: string;
  onLink(link: string): void;
  language: BotLanguage;
  onLanguage(language: BotLanguage): void;
  /** Called with a link that passed the check. */
  onJoin(url: string): void;
  /** A join is being sent: the button waits. */
  pending: boolean;
  /** The server's refusal, already localized. */
  serverError: string | null;
  /** The link came from the calendar widget. */
  handedOver: boolean;
}

/** Step 1 (spec §2 Meeting Bot): the meeting link, its platform as it is typed, the language, Join Meeting. */
export function JoinForm({
  aliases,
  link,
  onLink,
  language,
  onLanguage,
  onJoin,
  pending,
  serverError,
  handedOver,
}: Props) {
  const { t } = useTranslation(['bot', 'errors']);
  const check = useMemo(() => parseMeetingLink(link, aliases), [aliases, link]);
  // The empty-link message only after a try: an empty field is how the screen starts, not a mistake.
  const [tried, setTried] = useState(false);
  // Other mistakes once the user left the field: "not a URL" after the first letter would only be noise.
  const [blurred, setBlurred] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const pasteTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => clearTimeout(pasteTimer.current ?? undefined), []);

  const errorKey = linkErrorKey(check);
  const shownError = errorKey && (tried || (blurred && link.trim() !== '')) ? t(errorKey) : null;

  const join = (value: string) => {
    setTried(true);
    if (pending) return;
    const c = parseMeetingLink(value, aliases);
    if (c.ok) onJoin(c.link.url);
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    join(link);
  };

  const onPaste = (_e: ClipboardEvent<HTMLInputElement>) => {
    // Read the field after the paste landed (it may have replaced a selection or joined typed text).
    clearTimeout(pasteTimer.current ?? undefined);
    pasteTimer.current = setTimeout(() => {
      const value = input.current?.value ?? '';
      if (parseMeetingLink(value, aliases).ok) join(value);
    }, PASTE_JOIN_DELAY_MS);
  };

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={t('form.label')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {handedOver && (
            <Text size="sm" role="status">
              {t('form.handedOver')}
            </Text>
          )}
          <TextInput
            ref={input}
            label={t('form.link')}
            description={t('form.linkHint')}
            placeholder={t('form.linkPlaceholder')}
            value={link}
            onChange={(e) => {
              onLink(e.currentTarget.value);
              setTried(false);
              setBlurred(false);
            }}
            onBlur={() => setBlurred(true)}
            // Enter joins (spec §5), and on an empty field says why not: with Join disabled the browser's own
            // implicit submission would do nothing at all.
            onKeyDown={(e) => {
              if (e.key !== 'Enter') return;
              e.preventDefault();
              join(e.currentTarget.value);
            }}
            onPaste={onPaste}
            error={shownError}
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            data-testid="meeting-link"
          />
          <Group justify="space-between" align="flex-end" wrap="wrap" gap="md">
            <Group align="flex-end" gap="md" wrap="wrap">
              <Select
                label={t('form.language')}
                data={BOT_LANGUAGES.map((value) => ({ value, label: t(`form.languages.${value}`) }))}
                value={language}
                onChange={(v) => isBotLanguage(v) && onLanguage(v)}
                allowDeselect={false}
                w={{ base: '100%', xs: 240 }}
                data-testid="bot-language"
              />
              <div aria-live="polite" data-testid="platform-badge">
                {check.ok && (
                  <>
                    <VisuallyHidden>{t('form.platformLabel')}</VisuallyHidden>
                    <PlatformBadge platform={check.link.platform} />
                  </>
                )}
              </div>
            </Group>
            <Button
              type="submit"
              leftSection={<LogIn size={18} aria-hidden />}
              disabled={!link.trim() || pending}
              loading={pending}
            >
              {t('form.join')}
            </Button>
          </Group>
          {serverError && (
            <Alert color="red" variant="light" icon={<CircleAlert size={18} aria-hidden />} role="alert">
              <Text size="sm" c="var(--mantine-color-text)" data-testid="bot-join-error">
                {serverError}
              </Text>
            </Alert>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
