import { describe, expect, it } from 'vitest';
import { assetsOfIndex } from './html.js';
import { formatTable, median } from './report.js';

describe('assetsOfIndex', () => {
  it('finds module scripts, modulepreload links and stylesheets, once each', () => {
    const html = `<!doctype html><head>
      <script type="module" crossorigin src="/assets/index-a1.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/vendor-b2.js">
      <link rel=modulepreload href=/assets/router-c3.js>
      <link rel="stylesheet" crossorigin href="/assets/index-d4.css">
      <link rel="icon" href="/favicon.svg">
      <script>inline()</script>
      <script type="module" src="/assets/index-a1.js"></script>
    </head>`;
    expect(assetsOfIndex(html)).toEqual({
      js: ['/assets/index-a1.js', '/assets/vendor-b2.js', '/assets/router-c3.js'],
      css: ['/assets/index-d4.css'],
    });
  });
});

describe('report helpers', () => {
  it('takes the median of odd and even samples', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('prints the Node version and cores on every line', () => {
    const table = formatTable([{ bench: 'x', metric: 'm', value: '1 ms' }]).split('\n');
    expect(table).toHaveLength(3);
    expect(table[2]).toContain(process.version);
  });
});
