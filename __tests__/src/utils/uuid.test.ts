import { newUuid } from '../../../src/utils/uuid';

describe('newUuid', () => {
  it('is an RFC 4122 version 4 UUID, new each time', () => {
    const a = newUuid();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newUuid()).not.toBe(a);
  });
});
