import { describe, expect, it } from 'vitest';
import { timeline } from '@/content/company';
import { splitTimelineAction } from '@/lib/pages/timeline';

describe('splitTimelineAction', () => {
  it('splits at " - " into two lines', () => {
    expect(splitTimelineAction('Headquarters - Lebanon')).toEqual({ title: 'Headquarters', detail: 'Lebanon' });
    expect(splitTimelineAction('New office - Michigan, USA')).toEqual({ title: 'New office', detail: 'Michigan, USA' });
  });

  it('splits at the first separator only and keeps hyphenated words whole', () => {
    expect(splitTimelineAction('Office - Paris - France')).toEqual({ title: 'Office', detail: 'Paris - France' });
    expect(splitTimelineAction('Go-live - Oracle Cloud')).toEqual({ title: 'Go-live', detail: 'Oracle Cloud' });
  });

  it('keeps an action without a separator on the first line', () => {
    expect(splitTimelineAction('Founded')).toEqual({ title: 'Founded', detail: '' });
    expect(splitTimelineAction('')).toEqual({ title: '', detail: '' });
  });

  it('gives every milestone in content two non-empty lines', () => {
    for (const item of timeline) {
      const lines = splitTimelineAction(item.action);
      expect(lines.title, `${item.year}`).not.toBe('');
      expect(lines.detail, `${item.year}`).not.toBe('');
    }
  });
});
