import { REMARK_MAX_CHARS } from '@common/rules/limits';
import { applyReady, canApply } from '../../../../src/stores/promotions/applyRules';
import { card } from '../../helpers/promotions';

describe('§5 apply rules', () => {
  const flags = (imageRequired: 'Y' | 'N', remarkRequired: 'Y' | 'N') => ({ imageRequired, remarkRequired });

  it.each([
    // image, remark, pictures, remarks, ready
    ['N', 'N', 0, '', true],
    ['Y', 'N', 0, 'text', false],
    ['Y', 'N', 1, '', true],
    ['N', 'Y', 1, '', false],
    ['N', 'Y', 0, '  ', false],
    ['N', 'Y', 0, 'text', true],
    ['Y', 'Y', 1, '', false],
    ['Y', 'Y', 0, 'text', false],
    ['Y', 'Y', 2, 'text', true],
  ] as const)('image %s remark %s with %i pictures and remark %j: ready %s', (image, remark, pictureCount, remarks, ready) => {
    expect(applyReady(flags(image, remark), { remarks, pictureCount })).toBe(ready);
  });

  it(`a remark over ${REMARK_MAX_CHARS} characters is never ready`, () => {
    expect(applyReady(flags('N', 'N'), { remarks: 'x'.repeat(REMARK_MAX_CHARS), pictureCount: 0 })).toBe(true);
    expect(applyReady(flags('N', 'N'), { remarks: 'x'.repeat(REMARK_MAX_CHARS + 1), pictureCount: 0 })).toBe(false);
  });

  it('only a manual reward that is open or was refused takes an application', () => {
    expect(canApply(card({ status: 'join' }))).toBe(true);
    expect(canApply(card({ status: 'rejected' }))).toBe(true);
    expect(canApply(card({ status: 'applying' }))).toBe(false);
    expect(canApply(card({ status: 'close' }))).toBe(false);
    expect(canApply(card({ status: 'join', facts: { ...card().facts, type: 'depositMatch' } }))).toBe(false);
  });
});
