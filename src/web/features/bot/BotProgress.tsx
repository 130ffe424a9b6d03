import { Group, Loader, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BOT_STEPS, type StepStatus } from './bot-steps';
import classes from './BotProgress.module.css';

const COLOR: Record<StepStatus, string> = { done: 'teal', current: 'blue', failed: 'red', todo: 'gray' };

/**
 * docs/product.md §2 Meeting Bot: Sign In, Join Meeting, Recording, Transcribing, Generating MoM. A list, not buttons:
 * the steps follow the bot, the user does not pick them. The current step is `aria-current="step"`.
 */
export function BotProgress({
  statuses,
  busy,
}: {
  statuses: Record<(typeof BOT_STEPS)[number], StepStatus>;
  busy: boolean;
}) {
  const { t } = useTranslation('bot');
  return (
    <ol className={classes.list} aria-label={t('steps.label')} data-testid="bot-progress">
      {BOT_STEPS.map((step, i) => {
        const status = statuses[step];
        return (
          <li
            key={step}
            className={classes.step}
            aria-current={status === 'current' || status === 'failed' ? 'step' : undefined}
            data-step={step}
            data-status={status}
          >
            <Group gap="xs" wrap="nowrap">
              <ThemeIcon
                radius="xl"
                size={30}
                color={COLOR[status]}
                variant={status === 'todo' ? 'light' : 'filled'}
                aria-hidden
              >
                {status === 'done' ? (
                  <Check size={16} />
                ) : status === 'failed' ? (
                  <X size={16} />
                ) : status === 'current' && busy ? (
                  <Loader size={14} color="white" />
                ) : (
                  <Text size="sm" fw={700} inherit>
                    {i + 1}
                  </Text>
                )}
              </ThemeIcon>
              <Text size="sm" fw={status === 'current' || status === 'failed' ? 700 : 500}>
                {t(`steps.${step}`)}
                <VisuallyHidden>, {t(`steps.status.${status}`)}</VisuallyHidden>
              </Text>
            </Group>
          </li>
        );
      })}
    </ol>
  );
}
