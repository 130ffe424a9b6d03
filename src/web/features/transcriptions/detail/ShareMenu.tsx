import { Button, Menu } from '@mantine/core';
import { ChevronDown, Mail, MessageCircle, Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { mailtoLink, whatsAppLink, type ShareContent } from '../share';

/**
 * docs/product.md §2 Share menu: e-mail (`mailto:`) and WhatsApp (`wa.me`) with the title, the summary and a link back.
 */
export function ShareMenu({ content }: { content: ShareContent }) {
  const { t } = useTranslation('transcriptions');
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<Share2 size={16} aria-hidden />}
          rightSection={<ChevronDown size={14} aria-hidden />}
        >
          {t('share.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component="a" href={mailtoLink(content)} leftSection={<Mail size={16} aria-hidden />}>
          {t('share.email')}
        </Menu.Item>
        <Menu.Item
          component="a"
          href={whatsAppLink(content)}
          target="_blank"
          rel="noopener noreferrer"
          leftSection={<MessageCircle size={16} aria-hidden />}
        >
          {t('share.whatsapp')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
