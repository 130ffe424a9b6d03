/** What a share message carries (docs/product.md §2 Share menu, §7 mailto and wa.me). */
export interface ShareContent {
  title: string;
  /** The summary's text, when there is one. */
  summary: string | null;
  url: string;
}

// mailto: and wa.me links are URLs: very long ones are cut by mail clients and refused by WhatsApp.
const MAX_SUMMARY = 1500;

const shorten = (text: string) => (text.length > MAX_SUMMARY ? `${text.slice(0, MAX_SUMMARY).trimEnd()}…` : text);

export function shareText({ title, summary, url }: ShareContent): string {
  return [title, summary?.trim() ? shorten(summary.trim()) : null, url].filter(Boolean).join('\n\n');
}

/** `mailto:` with the title as subject; encodeURIComponent, not URLSearchParams, so spaces stay %20 (not '+'). */
export function mailtoLink(content: ShareContent): string {
  return `mailto:?subject=${encodeURIComponent(content.title)}&body=${encodeURIComponent(shareText(content))}`;
}

export function whatsAppLink(content: ShareContent): string {
  return `https://wa.me/?text=${encodeURIComponent(shareText(content))}`;
}
