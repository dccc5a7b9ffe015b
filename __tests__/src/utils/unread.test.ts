import { UNREAD_DISPLAY_CAP } from '../../../src/config/constants';
import { badgeText } from '../../../src/utils/unread';

describe('badgeText (§4: unread counts display capped at 99+)', () => {
  it('shows nothing for no unread', () => {
    expect(badgeText(0)).toBeNull();
  });

  it('shows the count up to the cap', () => {
    expect(badgeText(1)).toBe('1');
    expect(badgeText(UNREAD_DISPLAY_CAP)).toBe('99');
  });

  it('shows 99+ past the cap', () => {
    expect(badgeText(UNREAD_DISPLAY_CAP + 1)).toBe('99+');
    expect(badgeText(5000)).toBe('99+');
  });
});
