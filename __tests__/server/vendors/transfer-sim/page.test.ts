import { transferSimPage, type TransferSimPageInput } from '../../../../server/vendors/transfer-sim/page';
import { TRANSFER_SIM_STRINGS } from '../../../../server/vendors/transfer-sim/strings';

const input = (over: Partial<TransferSimPageInput> = {}): TransferSimPageInput => ({
  base: '/vendors/transfer-sim',
  nonce: { script: 'sn', style: 'st' },
  playable: true,
  vendor: 'VLS',
  vendorName: 'Velvet Studio',
  lang: 'en',
  strings: TRANSFER_SIM_STRINGS.en,
  backUrl: '/m/',
  control: false,
  ...over,
});

describe('transfer-wallet vendor simulator page', () => {
  it('shows the demo outcome control, labelled as not part of a real vendor, only when asked (never in production: routes.ts)', () => {
    expect(transferSimPage(input())).not.toContain('id="outcome"');
    const page = transferSimPage(input({ control: true }));
    expect(page).toContain('Demo control (not part of a real vendor)');
    expect(page).toContain('<label for="outcome">');
    for (const value of ['succeed', 'refuse', 'timeout-after', 'timeout-before']) expect(page).toContain(`value="${value}"`);
  });

  it('runs only nonce-carrying script and style, with no inline handlers', () => {
    const page = transferSimPage(input({ control: true }));
    expect(page).toContain('<script nonce="sn">');
    expect(page).toContain('<style nonce="st">');
    expect(page).not.toMatch(/ on[a-z]+="/);
  });

  it('has every word in Bengali too', () => {
    const en = TRANSFER_SIM_STRINGS.en;
    const bn = TRANSFER_SIM_STRINGS.bn;
    expect(Object.keys(bn).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(bn.outcomes).sort()).toEqual(Object.keys(en.outcomes).sort());
  });
});
