import { announcementListSchema } from '@patron/contracts';
import { describe, expect, it } from 'vitest';
import { parse } from '../../../shared/validate/checks';
import { announcementListCheck } from './announcement-checks';
import { expectSameVerdictFieldByField } from '../../../test/field-by-field';

const item = {
  id: 'a-1',
  title: 'Friday fireworks',
  body: 'Join us on the lawn.\n\nFree for members.',
  imageUrl: '/assets/news/fireworks.webp',
  link: null,
  category: 'event',
  publishedAt: '2026-11-20T18:00:00.000Z',
  expiresAt: null,
};

describe('the announcements check holds to announcementListSchema (zod off the home)', () => {
  it('answers what the schema answers: the same value, or nothing', () => {
    const samples: unknown[] = [
      [],
      [item],
      [{ ...item, extra: 1, link: 'https://example.com', expiresAt: '2026-12-01T00:00:00Z' }],
      [{ ...item, category: 'party' }],
      [{ ...item, publishedAt: '2026-11-20' }],
      [{ ...item, publishedAt: '2026-02-30T00:00:00Z' }],
      [{ ...item, expiresAt: '2026-11-20T18:00:00+01:00' }],
      [{ ...item, imageUrl: undefined }],
      [{ ...item, title: 3 }],
      item,
      null,
    ];
    for (const sample of samples) {
      const expected = announcementListSchema.safeParse(sample);
      expect(parse(announcementListCheck, sample), JSON.stringify(sample)).toEqual(
        expected.success ? expected.data : undefined,
      );
    }
  });
});

describe('the announcements check checks every field of its contract', () => {
  it('each field left out or of another kind is judged as the schema judges it', () => {
    expectSameVerdictFieldByField(announcementListCheck, announcementListSchema, [item]);
  });
});
