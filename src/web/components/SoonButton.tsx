import type { ReactNode } from 'react';
import { Button, Tooltip, VisuallyHidden, type ButtonProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface SoonButtonProps extends ButtonProps {
  children: ReactNode;
  /** Tooltip text; defaults to the generic "coming soon". */
  hint?: string;
}

/**
 * A control whose feature is not built yet. It stays focusable (aria-disabled instead of disabled) so keyboard
 * users can reach it and read why it does nothing; a disabled button would also swallow the tooltip's events.
 */
export function SoonButton({ children, hint, ...props }: SoonButtonProps) {
  const { t } = useTranslation('coming');
  const label = hint ?? t('soonHint');
  return (
    <Tooltip label={label} events={{ hover: true, focus: true, touch: true }} multiline maw={300}>
      <Button {...props} data-disabled aria-disabled="true" onClick={(e) => e.preventDefault()}>
        {children}
        <VisuallyHidden>{` (${label})`}</VisuallyHidden>
      </Button>
    </Tooltip>
  );
}
