import { Button, Image, Modal, Text } from '@mantine/core';
import { Image as ImageIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { screenshotUrl } from './api';

/**
 * "View screenshot": what the bot's browser showed (the lobby, a wall against guests, a silent meeting), in a dialog.
 * The image is asked for when the dialog opens, so a newer screenshot of a running bot is the one shown.
 */
export function ScreenshotButton({ botId }: { botId: string }) {
  const { t } = useTranslation('bot');
  const [openedAt, setOpenedAt] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  return (
    <>
      <Button
        variant="default"
        size="sm"
        leftSection={<ImageIcon size={16} aria-hidden />}
        onClick={() => {
          setFailed(false);
          setOpenedAt(Date.now());
        }}
      >
        {t('screenshot.view')}
      </Button>
      <Modal
        opened={openedAt !== null}
        onClose={() => setOpenedAt(null)}
        title={t('screenshot.title')}
        size="xl"
        centered
        closeButtonProps={{ 'aria-label': t('screenshot.close') }}
      >
        {openedAt !== null &&
          (failed ? (
            <Text role="alert">{t('screenshot.failed')}</Text>
          ) : (
            <Image
              src={screenshotUrl(botId, String(openedAt))}
              alt={t('screenshot.alt')}
              radius="sm"
              onError={() => setFailed(true)}
              data-testid="bot-screenshot"
            />
          ))}
      </Modal>
    </>
  );
}
