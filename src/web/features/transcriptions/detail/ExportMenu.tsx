import { Button, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ChevronDown, Download, FileCode, FileText, Subtitles, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ExportDocument } from '@shared/exports/document';
import { exportFileName, type ExportFormat } from '@shared/exports/filename';
import { EXPORT_FORMATS, EXPORT_ORDER } from '@shared/exports/formats';
import { downloadText } from '../download';
import { useExportLabels } from '../use-export-labels';

const ICON: Record<ExportFormat, LucideIcon> = {
  txt: FileText,
  html: FileCode,
  md: FileText,
  srt: Subtitles,
  vtt: Subtitles,
};

/**
 * docs/product.md §2 Export menu: TXT and HTML, plus Markdown, SRT and WebVTT; built here and saved as a local
 * download.
 */
export function ExportMenu({ doc }: { doc: ExportDocument }) {
  const { t } = useTranslation('transcriptions');
  const labels = useExportLabels();

  const save = (format: ExportFormat) => {
    try {
      const { build, mimeType } = EXPORT_FORMATS[format];
      downloadText(
        build(doc, labels),
        exportFileName(doc.title, doc.createdAt, format, t('list.title').toLowerCase()),
        mimeType,
      );
    } catch (err) {
      notifications.show({ color: 'red', message: t('export.failed', { reason: (err as Error).message }) });
    }
  };

  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<Download size={16} aria-hidden />}
          rightSection={<ChevronDown size={14} aria-hidden />}
        >
          {t('export.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {EXPORT_ORDER.map((format) => {
          const Icon = ICON[format];
          return (
            <Menu.Item key={format} leftSection={<Icon size={16} aria-hidden />} onClick={() => save(format)}>
              {t(`export.${format}`)}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
