import { ErrorCode } from '@common/contract/envelope';
import { REMARK_MAX_CHARS } from '@common/rules/limits';
import { remarkLength, rewardApplicationRefusal } from '@common/rules/rewardApplication';

const both = { imageRequired: true, remarkRequired: true };
const imageOnly = { imageRequired: true, remarkRequired: false };
const remarkOnly = { imageRequired: false, remarkRequired: true };
const none = { imageRequired: false, remarkRequired: false };

describe('§5 reward application rules (shared by the apply screen and the server)', () => {
  it.each([
    ['both required: both present', both, 'remark', 1, null],
    ['both required: no picture', both, 'remark', 0, ErrorCode.rewardImageRequired],
    ['both required: no remark', both, '', 2, ErrorCode.rewardRemarkRequired],
    ['only image required: at least one picture', imageOnly, '', 1, null],
    ['only image required: none', imageOnly, 'remark', 0, ErrorCode.rewardImageRequired],
    ['only remark required: a non-empty remark', remarkOnly, 'remark', 0, null],
    ['only remark required: white space is empty', remarkOnly, ' \n\t ', 3, ErrorCode.rewardRemarkRequired],
    ['nothing required: nothing sent', none, '', 0, null],
  ] as const)('%s', (_name, requirements, remarks, pictures, code) => {
    expect(rewardApplicationRefusal(requirements, remarks, pictures)).toBe(code);
  });

  it(`a remark of ${REMARK_MAX_CHARS} characters passes, ${REMARK_MAX_CHARS + 1} is reward.remark.too.long, whatever else is required`, () => {
    expect(rewardApplicationRefusal(none, 'a'.repeat(REMARK_MAX_CHARS), 0)).toBeNull();
    expect(rewardApplicationRefusal(none, 'a'.repeat(REMARK_MAX_CHARS + 1), 0)).toBe(ErrorCode.rewardRemarkTooLong);
    expect(rewardApplicationRefusal(both, 'a'.repeat(REMARK_MAX_CHARS + 1), 0)).toBe(ErrorCode.rewardRemarkTooLong);
  });

  it('counts characters, not UTF-16 units, and not the white space around the remark', () => {
    expect(remarkLength('😀'.repeat(REMARK_MAX_CHARS))).toBe(REMARK_MAX_CHARS);
    expect(remarkLength('ক'.repeat(3))).toBe(3);
    expect(remarkLength(`  ${'a'.repeat(REMARK_MAX_CHARS)}  `)).toBe(REMARK_MAX_CHARS);
  });
});
