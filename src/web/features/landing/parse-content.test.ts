import { describe, expect, it } from 'vitest';
import {
  ICON_NAMES as SHARED_ICONS,
  LandingContentSchema,
  type IconName,
  type LandingContent,
} from '@shared/api/content';
import { ICON_NAMES, iconOrBrain, parseLandingContent } from './parse-content';

const item = (icon: IconName, n: number) => ({ icon, title: `T${n}`, description: `D${n}` });
const full: LandingContent = {
  hero: { title: 'Judul', subtitle: 'Sub', description: 'Desc', ctaText: 'CTA' },
  features: { items: [item('Brain', 1), item('Globe2', 2), item('Users', 3), item('Shield', 4)] },
  steps: { items: [item('Mic', 1), item('FileText', 2), item('Brain', 3)] },
  demo: { title: 'Demo', subtitle: 'Sub', tagline: 'Tag' },
};

describe('parseLandingContent', () => {
  it('accepts what the shared schema accepts, unchanged', () => {
    expect(LandingContentSchema.parse(full)).toEqual(full);
    expect(parseLandingContent(full)).toEqual(full);
  });

  it('keeps null sections null (= use the default)', () => {
    const empty = { hero: null, features: null, steps: null, demo: null };
    expect(parseLandingContent(empty)).toEqual(empty);
  });

  it('treats a malformed section as not stored instead of breaking the page', () => {
    const parsed = parseLandingContent({
      hero: { title: 'only a title' },
      features: { items: [item('Brain', 1)] },
      steps: 'nonsense',
      demo: full.demo,
    });
    expect(parsed).toEqual({ hero: null, features: null, steps: null, demo: full.demo });
    expect(parseLandingContent(null)).toEqual({ hero: null, features: null, steps: null, demo: null });
  });

  it('treats a section without its required text as not stored, as the shared schema refuses it', () => {
    const blanks: Array<[keyof LandingContent, unknown]> = [
      ['hero', { ...full.hero, title: '  ' }],
      ['hero', { ...full.hero, ctaText: '' }],
      [
        'features',
        { items: [item('Brain', 1), { ...item('Mic', 2), title: '' }, item('Users', 3), item('Shield', 4)] },
      ],
      ['steps', { items: [item('Mic', 1), item('Brain', 2), { ...item('Mic', 3), title: ' ' }] }],
      ['demo', { ...full.demo, title: '' }],
    ];
    for (const [section, value] of blanks) {
      expect(LandingContentSchema.shape[section].safeParse(value).success).toBe(false);
      expect(parseLandingContent({ ...full, [section]: value })[section]).toBeNull();
    }
    // Optional texts may be empty in both.
    const optional = {
      ...full,
      hero: { ...full.hero!, subtitle: '', description: '' },
      demo: { title: 'D', subtitle: '', tagline: '' },
    };
    expect(LandingContentSchema.parse(optional)).toEqual(optional);
    expect(parseLandingContent(optional)).toEqual(optional);
  });

  it('draws unknown icons as Brain (docs/product.md §3)', () => {
    const content = structuredClone(full) as { features: { items: { icon: string }[] } };
    content.features.items[0]!.icon = 'Rocket';
    expect(parseLandingContent(content).features?.items[0]?.icon).toBe('Brain');
    expect(iconOrBrain('Shield')).toBe('Shield');
    expect(iconOrBrain(undefined)).toBe('Brain');
  });

  it('has the shared icon whitelist', () => {
    expect([...ICON_NAMES]).toEqual([...SHARED_ICONS]);
  });
});
