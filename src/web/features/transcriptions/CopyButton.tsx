import { Button, Text, VisuallyHidden, type ButtonProps } from '@mantine/core';
import { Check, Copy } from 'lucide-react';
import { useCopy } from './use-copy';

interface CopyButtonProps extends Pick<ButtonProps, 'size' | 'variant'> {
  /** Built on click, so a long transcript is not joined on every render. */
  getText: () => string;
  label: string;
  /** Accessible name when it differs from the visible label ("Copy" → "Copy transcript"). */
  ariaLabel?: string;
  copiedLabel: string;
  failedLabel: string;
}

/**
 * Copies and says so: the label turns into the confirmation for 2 s (docs/product.md §9), announced through a live
 * region; a refusal (no clipboard permission) is announced as an error.
 */
export function CopyButton({
  getText,
  label,
  ariaLabel,
  copiedLabel,
  failedLabel,
  size = 'sm',
  variant = 'default',
}: CopyButtonProps) {
  const { copy, copied, failed } = useCopy();
  return (
    <>
      <Button
        size={size}
        variant={variant}
        color={copied ? 'green' : undefined}
        leftSection={copied ? <Check size={16} aria-hidden /> : <Copy size={16} aria-hidden />}
        onClick={() => void copy(getText())}
        aria-label={copied ? copiedLabel : ariaLabel}
      >
        {copied ? copiedLabel : label}
      </Button>
      <VisuallyHidden role="status" aria-live="polite">
        {copied ? copiedLabel : ''}
      </VisuallyHidden>
      {failed && (
        <Text component="span" role="alert" size="sm" c="red.8">
          {failedLabel}
        </Text>
      )}
    </>
  );
}
