import type { ConsoleAnnouncement } from '@common/contract/announcements';
import { draftOf, requestOf, type Draft } from '../../../../console/screens/Content/draft';

const draft = (patch: Partial<Draft>): Draft => ({ ...draftOf(null), ...patch });

describe('announcement drafts', () => {
  test('a banner needs a title and an image, and sends no text (the wire refuses an empty one)', () => {
    expect(requestOf(draft({ title: { EN: 'Hi' } }))).toEqual({ problem: 'imageMissing' });
    const request = requestOf(draft({ title: { EN: ' Hi ' }, content: { EN: 'ignored' }, imageUrl: 'https://cdn.example/b.png' }));
    expect(request).toEqual({ fields: expect.objectContaining({ contentType: 'B', title: { EN: 'Hi' }, imageUrl: 'https://cdn.example/b.png', linkUrl: null, ordinal: 0, endsAt: null }) });
    expect('fields' in request && 'content' in request.fields).toBe(false);
  });

  test('languages left empty are not sent; at least one title (and text, unless a banner) is needed', () => {
    expect(requestOf(draft({ contentType: 'PL', title: { EN: '  ', BN: '' } }))).toEqual({ problem: 'titleMissing' });
    expect(requestOf(draft({ contentType: 'PL', title: { EN: 'Hello' }, content: { EN: ' ' } }))).toEqual({ problem: 'contentMissing' });
    const request = requestOf(draft({ contentType: 'PL', title: { EN: 'Hello', BN: '' }, content: { EN: 'Body', BN: ' ' } }));
    expect(request).toEqual({ fields: expect.objectContaining({ title: { EN: 'Hello' }, content: { EN: 'Body' }, imageUrl: null }) });
  });

  test('a notice drops an image it cannot show; addresses must be http(s) or a site path, never //host', () => {
    const base = { contentType: 'PR' as const, title: { EN: 'T' }, content: { EN: 'C' } };
    expect(requestOf(draft({ ...base, imageUrl: 'https://x/y.png' }))).toEqual({ fields: expect.objectContaining({ imageUrl: null }) });
    expect(requestOf(draft({ ...base, linkUrl: '//evil.example' }))).toEqual({ problem: 'badUrl' });
    expect(requestOf(draft({ ...base, linkUrl: '/m/activity' }))).toEqual({ fields: expect.objectContaining({ linkUrl: '/m/activity' }) });
  });

  test('the schedule: local times become epoch ms, and the end must come after the start', () => {
    const base = { contentType: 'PL' as const, title: { EN: 'T' }, content: { EN: 'C' } };
    expect(requestOf(draft({ ...base, startsAt: '2026-12-01T10:00', endsAt: '2026-12-01T09:00' }))).toEqual({ problem: 'endBeforeStart' });
    expect(requestOf(draft({ ...base, startsAt: '2026-12-01T10:00', endsAt: '2026-12-02T10:00' }))).toEqual({
      fields: expect.objectContaining({ startsAt: new Date('2026-12-01T10:00').getTime(), endsAt: new Date('2026-12-02T10:00').getTime() }),
    });
    expect(requestOf(draft({ ...base, ordinal: '1.5' }))).toEqual({ problem: 'badOrdinal' });
  });

  test('an existing announcement opens as it is stored and saves back unchanged', () => {
    const stored: ConsoleAnnouncement = {
      id: 4, merchantCode: 'MLOBBY', contentType: 'PU', groupName: 'm_home', platform: 'M', title: { EN: 'Win', BN: 'জয়' }, content: { EN: 'Play now' },
      imageUrl: '/uploads/p.png', linkUrl: null, ordinal: 3, active: false, startsAt: new Date('2026-12-01T10:00').getTime(), endsAt: null, createdAt: 0, updatedAt: 0,
    };
    expect(requestOf(draftOf(stored))).toEqual({
      fields: { contentType: 'PU', groupName: 'm_home', platform: 'M', title: stored.title, content: stored.content, imageUrl: '/uploads/p.png', linkUrl: null, ordinal: 3, active: false, startsAt: stored.startsAt, endsAt: null },
    });
  });
});
