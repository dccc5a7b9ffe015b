import type { LaunchContext } from '../../../server/vendors/adapter';
import { FALLBACK_ADAPTER, VENDOR_ADAPTERS } from '../../../server/vendors/list';
import { escapeHtml, inlineJson, safeBackUrl } from '../../../server/vendors/vendor-page';

const context: LaunchContext = {
  ticket: 'ticket-1',
  sessionId: 'sess-1',
  merchantCode: 'MLOBBY',
  playerName: 'alice',
  game: null,
  gameType: 'RNG',
  vendorCode: 'MLS',
  mode: 'real',
  language: 'BN',
  device: 'mobile',
  backUrl: '/m/games?type=RNG',
};

describe('vendor adapter list', () => {
  it('has unique vendor codes, the house slot as MLS', () => {
    const codes = VENDOR_ADAPTERS.map((a) => a.id);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toContain('MLS');
  });

  it('launches the house slot on its page with the one-time ticket (never the session id), language and back', async () => {
    const url = new URL(String(await VENDOR_ADAPTERS.find((a) => a.id === 'MLS')!.launch(context)), 'http://x');
    expect(url.pathname).toBe('/vendors/house-slot/');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ ticket: 'ticket-1', lang: 'bn', back: '/m/games?type=RNG' });
    expect(url.search).not.toContain('sess-1');
  });

  it('launches the Vietnam lottery directly into the bet slip in lobby view, in Vietnamese, with the return URL', async () => {
    const adapter = VENDOR_ADAPTERS.find((a) => a.id === 'TCG_LOTTO_VN')!;
    const launched = { ...context, vendorCode: 'TCG_LOTTO_VN', gameType: 'LOTT' as const, language: 'VI', lottoView: 'lobby', lottoArea: 'VN', backUrl: '/m/home' };
    const url = new URL(String(await adapter.launch(launched)), 'http://x');
    expect(url.pathname).toBe('/m/startLottery');
    expect(Object.fromEntries(url.searchParams)).toEqual({ gameCode: 'VN_NORTH', view: 'lobby', lang: 'VI', backUrl: '/m/home' });
  });

  it('launches every other vendor on the simulator with the one-time ticket, naming vendor and game type', async () => {
    const url = new URL(String(await FALLBACK_ADAPTER.launch({ ...context, vendorCode: 'EVO', gameType: 'LIVE' })), 'http://x');
    expect(url.pathname).toBe('/vendors/simulator/');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ ticket: 'ticket-1', vendor: 'EVO', type: 'LIVE' });
    expect(url.search).not.toContain('sess-1');
  });
});

describe('vendor page shell', () => {
  it.each([
    ['/m/games', '/m/games'],
    [undefined, '/m/'],
    ['https://evil.example/', '/m/'],
    ['//evil.example/', '/m/'],
    ['/\\evil.example', '/m/'],
    ['javascript:alert(1)', '/m/'],
  ])('sends Back for %s to %s: this site only', (back, expected) => {
    expect(safeBackUrl(back)).toBe(expected);
  });

  it('escapes HTML and keeps inline JSON from closing its script', () => {
    expect(escapeHtml(`<a href="x">'&`)).toBe('&#60;a href=&#34;x&#34;&#62;&#39;&#38;');
    expect(inlineJson({ s: '</script>' })).not.toContain('</script>');
  });
});
