import { Mark, Text } from '@mantine/core';
import { useMemo } from 'react';
import { splitHighlights } from '../highlight';

/** A list item's snippet; search matches become `<mark>` elements (React text, never HTML). */
export function Snippet({ snippet }: { snippet: string }) {
  const parts = useMemo(() => splitHighlights(snippet), [snippet]);
  if (!parts.length) return null;
  return (
    <Text size="sm" c="dimmed" lineClamp={2} data-testid="snippet">
      {parts.map((p, i) =>
        p.marked ? (
          <Mark key={i} color="yellow" c="var(--mantine-color-black)">
            {p.text}
          </Mark>
        ) : (
          p.text
        ),
      )}
    </Text>
  );
}
