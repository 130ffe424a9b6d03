// docs/product.md §2 navigation. The spec's dropdown entries were dead links; each now leads somewhere true, or is
// shown disabled as "coming soon" when nothing exists yet (no href="#").

export interface NavEntry {
  /** Key under nav:solutions.* or nav:resources.* */
  key: string;
  /** A route of this app. */
  to?: string;
  /** A server page outside the SPA (full page load). */
  href?: string;
}

export const SOLUTIONS: NavEntry[] = [
  { key: 'virtual', to: '/integrations' },
  { key: 'offline', to: '/#demo' },
  { key: 'ai', to: '/#features' },
  { key: 'enterprise', to: '/pricing' },
];

export const RESOURCES: NavEntry[] = [
  { key: 'blog' },
  { key: 'docs', href: '/api/docs' },
  { key: 'help', to: '/demo' },
  { key: 'community' },
];
