import { describe, expect, it } from 'vitest';
import { HeroSchema, FeaturesSchema } from '../../../shared/api/content';
import { fieldErrorMap, issuesFromDetails, issuesFromZod } from './field-errors';

const describeIssue = (i: { code?: string; maximum?: number }) =>
  i.code === 'too_big' ? `max ${i.maximum}` : (i.code ?? 'invalid');

describe('field errors', () => {
  it('maps zod issues to dotted paths with their limits', () => {
    const r = HeroSchema.safeParse({ title: 'x'.repeat(201), subtitle: '', description: '', ctaText: 'Mulai' });
    expect(r.success).toBe(false);
    const map = fieldErrorMap(issuesFromZod(r.error!.issues), describeIssue);
    expect(map).toEqual({ title: 'max 200' });
  });

  it('reports an empty required field as too_small', () => {
    const r = HeroSchema.safeParse({ title: '  ', subtitle: '', description: '', ctaText: 'Mulai' });
    expect(fieldErrorMap(issuesFromZod(r.error!.issues), describeIssue)).toEqual({ title: 'too_small' });
  });

  it('reaches into list items', () => {
    const item = { icon: 'Brain', title: 't', description: 'd' };
    const r = FeaturesSchema.safeParse({ items: [item, item, { ...item, icon: 'Rocket' }, item] });
    const map = fieldErrorMap(issuesFromZod(r.error!.issues), describeIssue);
    expect(Object.keys(map)).toEqual(['items.2.icon']);
  });

  it('reads the server VALIDATION details and ignores other shapes', () => {
    const issues = issuesFromDetails([
      { path: 'items.1.title', message: 'Too big' },
      { path: 'items.1.title', message: 'again' },
      { message: 'no path' },
      null,
    ]);
    expect(fieldErrorMap(issues, () => 'bad')).toEqual({ 'items.1.title': 'bad' });
    expect(
      issuesFromDetails([
        { path: 'title', message: 'Required', code: 'too_small' },
        { path: 'ctaText', message: 'Too big', code: 'too_big', maximum: 200 },
      ]),
    ).toEqual([
      { path: 'title', code: 'too_small' },
      { path: 'ctaText', code: 'too_big', maximum: 200 },
    ]);
    expect(issuesFromDetails(undefined)).toEqual([]);
    expect(issuesFromDetails({ path: 'x' })).toEqual([]);
  });
});
