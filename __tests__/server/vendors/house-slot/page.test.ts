import { startGameSession } from '../../../../server/modules/launch/sessions';
import { HOUSE_SLOT_PREFIX } from '../../../../server/vendors/house-slot/adapter';
import { SYMBOLS } from '../../../../server/vendors/house-slot/game-config';
import { SLOT_STRINGS } from '../../../../server/vendors/house-slot/strings';
import { addMember } from '../../helpers/accounts';
import { databases, suiteApp } from '../../helpers/build';
import { MERCHANT } from '../../modules/seamless/fixtures';

/** Any emoji or pictograph: a phone without an emoji font draws these as empty boxes. */
const EMOJI = /[\p{Extended_Pictographic}\u2605]/u;

describe.each(databases())('house slot page on $name', (db) => {
  const t = suiteApp(db);
  let seq = 0;
  /** The page of a fresh session on the member's real balance or on demo credit (a free trial). */
  const pageOf = async (accountKind: 'real' | 'demo', lang = 'en') => {
    const member = await addMember(t.app, { username: `page${++seq}x` });
    const session = await startGameSession(
      t.app.db,
      { merchantCode: MERCHANT, memberId: member.id, accountKind, vendorCode: 'MLS', gameId: null, gameType: 'RNG', mode: accountKind === 'demo' ? 'trial' : 'real' },
      t.app.now(),
    );
    return (await t.app.inject({ method: 'GET', url: `${HOUSE_SLOT_PREFIX}/?ticket=${session.ticket}&lang=${lang}` })).body;
  };

  it.each(['en', 'bn'])('draws no emoji anywhere (lang=%s): symbols, rules and win lines use our SVG symbols and words', async (lang) => {
    const html = await pageOf('real', lang);
    expect(html).not.toMatch(EMOJI);
  });

  it('defines each symbol once, as an SVG <symbol>, and shows it with <use>, named for screen readers', async () => {
    const html = await pageOf('real');
    for (const { code } of SYMBOLS) {
      expect(html.split(`<symbol id="sym-${code}"`)).toHaveLength(2);
      expect(html).toContain(`aria-label="${SLOT_STRINGS.en.symbols[code]}" viewBox="0 0 32 32"><use href="#sym-${code}"/>`);
    }
    // 15 reel cells and 8 paytable rows show symbols; the page script redraws cells from the same markup.
    expect(html.match(/<div class="cell" id="c\d\d"><svg class="sym"/g)).toHaveLength(15);
    expect(html).toContain('"symbols":{"7":"\\u003csvg class=\\"sym\\"');
  });

  it('labels demo play as demo beside the balance, in the page language', async () => {
    expect(await pageOf('demo')).toMatch(new RegExp(`<span>${SLOT_STRINGS.en.balance}<span class="tag" id="demo">${SLOT_STRINGS.en.demo}</span></span><b id="bal">`));
    expect(await pageOf('demo', 'bn')).toContain(`<span class="tag" id="demo">${SLOT_STRINGS.bn.demo}</span>`);
  });

  it('shows no demo label on the real balance', async () => {
    expect(await pageOf('real')).not.toContain('id="demo"');
  });
});
