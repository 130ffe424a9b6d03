import { useMemo, type ReactNode } from 'react';
import { MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { I18nextProvider, useTranslation } from 'react-i18next';
import i18n from './i18n';
import { NotificationsHost } from './NotificationsHost';
import { closeLabels, cssVariablesResolver, theme } from './theme';

/** Mantine with the theme in the current language: every close button (toasts, alerts, dialogs) has a name. */
function ThemedMantine({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const close = t('close');
  const localized = useMemo(() => mergeThemeOverrides(theme, closeLabels(close)), [close]);
  return (
    <MantineProvider theme={localized} defaultColorScheme="auto" cssVariablesResolver={cssVariablesResolver}>
      <NotificationsHost />
      {children}
    </MantineProvider>
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemedMantine>{children}</ThemedMantine>
    </I18nextProvider>
  );
}
