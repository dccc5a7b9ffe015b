import { channelInputOf, draftOfChannel, type ChannelDraft } from '../../../../console/screens/Payments/channelDraft';
import { bkash } from './fixtures';

const { id: _id, kind: _kind, createdAt: _c, updatedAt: _u, ...bkashInput } = bkash;
const valid = (patch: Partial<ChannelDraft> = {}) => ({ ...draftOfChannel(bkash), ...patch });

describe('a channel being edited', () => {
  test('a channel read into the form and back is the same ChannelInput: money in minor units, fees in basis points', () => {
    expect(draftOfChannel(bkash)).toMatchObject({ minDeposit: '100.00', maxDeposit: '25000.00', depositFeePercent: '1.50', withdrawFeeFixed: '10.00', dailyDepositCap: '', presets: '500.00, 1000.00' });
    expect(channelInputOf(draftOfChannel(bkash), 'MLOBBY')).toEqual({ input: bkashInput });
  });

  test('empty caps are none, an empty bank is null, an empty name row is left out', () => {
    const made = channelInputOf(valid({ dailyWithdrawCap: ' ', names: [{ lang: 'en', name: 'bKash' }, { lang: '', name: '' }] }), 'MLOBBY');
    expect(made).toMatchObject({ input: { dailyWithdrawCap: null, bankName: null, names: { en: 'bKash' } } });
  });

  test.each<[string, Partial<ChannelDraft>, string]>([
    ['a code with a space', { code: 'b kash' }, 'badCode'],
    ['no English name', { names: [{ lang: 'bn', name: 'বিকাশ' }] }, 'nameMissing'],
    ['a language that is not a code', { names: [{ lang: 'English', name: 'x' }] }, 'badLanguage'],
    ['an amount with 3 decimals', { minDeposit: '1.005' }, 'badAmount'],
    ['a zero minimum', { minWithdraw: '0' }, 'badAmount'],
    ['a minimum above its maximum', { minDeposit: '30000' }, 'minAboveMax'],
    ['a fee above 100 %', { depositFeePercent: '100.01' }, 'badFee'],
    ['an order that is not a whole number', { sort: '1.5' }, 'badSort'],
    ['no member type', { memberTypes: [] }, 'noMemberType'],
    ['an amount button below the minimum deposit', { presets: '50.00, 500.00' }, 'presetOutOfRange'],
    ['a manual channel without its receiving account', { accountNumber: '' }, 'accountMissing'],
  ])('%s is refused before sending', (_what, patch, problem) => {
    expect(channelInputOf(valid(patch), 'MLOBBY')).toEqual({ problem });
  });

  test('a gateway channel needs no receiving account', () => {
    expect(channelInputOf(valid({ adapter: 'gateway-simulator', accountNumber: '', accountName: '' }), 'MLOBBY')).toMatchObject({ input: { adapter: 'gateway-simulator' } });
  });
});
