import { HIGHLIGHT_END, HIGHLIGHT_START } from '@shared/api/transcriptions';

export interface SnippetPart {
  text: string;
  marked: boolean;
}

/**
 * Splits a search snippet on the server's U+0002/U+0003 markers into plain and matched parts, which the list renders
 * as text and `<mark>` elements: user text never becomes markup. Stray or unbalanced markers are dropped.
 */
export function splitHighlights(snippet: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let marked = false;
  let current = '';
  const flush = () => {
    if (!current) return;
    const last = parts[parts.length - 1];
    if (last && last.marked === marked) last.text += current;
    else parts.push({ text: current, marked });
    current = '';
  };
  for (const ch of snippet) {
    if (ch === HIGHLIGHT_START || ch === HIGHLIGHT_END) {
      flush();
      marked = ch === HIGHLIGHT_START;
    } else {
      current += ch;
    }
  }
  flush();
  return parts;
}
