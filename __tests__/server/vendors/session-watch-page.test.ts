import { startGameSession } from '../../../server/modules/launch/sessions';
import { HOUSE_SLOT_PREFIX } from '../../../server/vendors/house-slot/adapter';
import { SLOT_LANGUAGES, SLOT_WATCH_STRINGS } from '../../../server/vendors/house-slot/strings';
import { SITE_HOME } from '../../../server/vendors/session-watch-page';
import { PROTECTION_REFUSALS, WATCH_STRINGS } from '../../../server/vendors/session-watch-strings';
import { SIMULATOR_PREFIX } from '../../../server/vendors/simulator/adapter';
import { SIMULATOR_LANGUAGES, SIMULATOR_WATCH_STRINGS } from '../../../server/vendors/simulator/strings';
import { addMember } from '../helpers/accounts';
import { databases, suiteApp } from '../helpers/build';

describe.each(databases())('the session watch on the game pages on $name', (db) => {
  const t = suiteApp(db);
  let seq = 0;
  /** A page load of a fresh session (real money or demo credit) of the slot or the simulator. */
  const pageOf = async (page: 'slot' | 'simulator', accountKind: 'real' | 'demo', lang = 'en') => {
    const member = await addMember(t.app, { username: `wpage${++seq}x` });
    const vendorCode = page === 'slot' ? 'MLS' : 'PG';
    const session = await startGameSession(
      t.app.db,
      { merchantCode: 'MLOBBY', memberId: member.id, accountKind, vendorCode, gameId: null, gameType: 'RNG', mode: accountKind === 'demo' ? 'trial' : 'real' },
      t.app.now(),
    );
    const url = page === 'slot' ? `${HOUSE_SLOT_PREFIX}/?ticket=${session.ticket}&lang=${lang}&back=%2Fm%2Fgames` : `${SIMULATOR_PREFIX}/?ticket=${session.ticket}&vendor=PG&lang=${lang}&back=%2Fm%2Fgames`;
    return (await t.app.inject({ method: 'GET', url })).body;
  };

  it.each(['slot', 'simulator'] as const)('a real-money %s page shows the time and net bar and carries the reality-check and session-limit dialogs', async (page) => {
    const html = await pageOf(page, 'real');
    const w = WATCH_STRINGS.en;
    expect(html).toContain(`<div class="watch" role="group" aria-label="${w.bar}">`);
    expect(html).toContain('<b id="w-time">');
    expect(html).toContain('<b id="w-net">');
    expect(html).toMatch(/<dialog id="w-rc" aria-labelledby="w-rc-title" aria-describedby="w-rc-text"><h2 id="w-rc-title">Reality check<\/h2>/);
    expect(html).toContain(`<button class="btn primary" id="w-continue" type="button">${w.continue}</button>`);
    expect(html).toContain(`<button class="btn" id="w-logout" type="button">${w.logout}</button>`);
    // The session-limit dialog's way out is a real link back to where the player came from.
    expect(html).toContain(`<a class="btn primary" href="/m/games">${w.backToSite}</a>`);
    expect(html).toContain(`"on":true,"base":"${page === 'slot' ? HOUSE_SLOT_PREFIX : SIMULATOR_PREFIX}","query":"${page === 'slot' ? '' : '?vendor=PG'}","home":"${SITE_HOME}"`);
  });

  it.each(['slot', 'simulator'] as const)('a demo (trial) %s page shows none of it', async (page) => {
    const html = await pageOf(page, 'demo');
    expect(html).not.toContain('class="watch"');
    expect(html).not.toContain('<dialog');
    expect(html).toContain('"on":false');
  });

  it('speaks the page language (Bengali)', async () => {
    const html = await pageOf('slot', 'real', 'bn');
    expect(html).toContain(`<h2 id="w-rc-title">${WATCH_STRINGS.bn.realityTitle}</h2>`);
    expect(html).toContain(WATCH_STRINGS.bn.refusals['protection.loss.limit']);
  });
});

describe('the session watch words', () => {
  it('every page language has a sentence for every protection refusal of a stake', () => {
    for (const strings of [...SLOT_LANGUAGES.map((l) => SLOT_WATCH_STRINGS[l]), ...SIMULATOR_LANGUAGES.map((l) => SIMULATOR_WATCH_STRINGS[l])]) {
      for (const code of PROTECTION_REFUSALS) expect(strings.refusals[code]).toMatch(/\S/);
    }
  });

  it('Bengali is translated, not English left in place', () => {
    const en = WATCH_STRINGS.en;
    const bn = WATCH_STRINGS.bn;
    for (const key of Object.keys(en) as (keyof typeof en)[]) if (key !== 'refusals') expect(bn[key]).not.toBe(en[key]);
    for (const code of PROTECTION_REFUSALS) expect(bn.refusals[code]).not.toBe(en.refusals[code]);
  });
});
