/**
 * The demo vendor page: unmistakably labelled as a simulation, it names the vendor and game,
 * shows balance / stake / net for this session and plays one round per tap through the wallet.
 */
import type { PageSession } from '../game-credential';
import { WATCH_CSS, WATCH_SCRIPT, watchConfig, watchHtml } from '../session-watch-page';
import type { WatchStrings } from '../session-watch-strings';
import { escapeHtml, fill, inlineJson, renderPage, type PageNonce } from '../vendor-page';
import { SIMULATOR_RTP, SIMULATOR_STAKES } from './rounds';
import type { SimulatorLanguage, SimulatorStrings } from './strings';

export interface SimulatorPageInput {
  base: string;
  /** The response's CSP nonces. */
  nonce: PageNonce;
  /** The page load's game session (game-credential.ts); null when it has none to play on. */
  session: PageSession | null;
  vendor: string;
  vendorName: string;
  gameName: string;
  gameType: string;
  lang: SimulatorLanguage;
  strings: SimulatorStrings;
  /** The session watch's words in the page's language. */
  watch: WatchStrings;
  backUrl: string;
}

const CSS = `
.demo{background:var(--demo);color:var(--accent-text);border-radius:8px;padding:8px;margin:8px 0;text-align:center;font-weight:700}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;background:var(--panel);border-radius:8px;padding:8px;margin:8px 0}
dt{color:var(--muted)}dd{margin:0;font-weight:600}
${WATCH_CSS}`;

const SCRIPT = `
var C=window.SIM,T=C.strings,cur='',bal=null,netKey='sim-net:'+C.vendor+':'+C.tag;
var net=Number(sessionStorage.getItem(netKey)||0);
var el=function(id){return document.getElementById(id);};
function show(){el('bal').textContent=bal===null?'—':money(bal,cur);el('stk').textContent=money(Number(el('stake').value),cur);
var n=el('net');n.textContent=money(net,cur);n.className=net>0?'pos':net<0?'neg':'';}
function say(t){el('msg').textContent=t;}
function play(){var b=el('play');b.disabled=true;b.textContent=T.playing;say('');
postJson(C.base+'/round',{vendor:C.vendor,stake:Number(el('stake').value),requestId:newRequestId(),game:C.game||undefined}).then(function(r){
if(!r.success){say(refusal(r,T));watch.refused(r);return;}var v=r.value;cur=v.currency;bal=v.balance;net+=v.win-v.stake;sessionStorage.setItem(netKey,String(net));
watch.played(v.stake,v.creditPending?0:v.win);
say(v.creditPending?fill(T.creditPending,{amount:money(v.win,cur)}):v.win>0?fill(T.result,{multiple:v.multiple,amount:money(v.win,cur)}):T.noWin);
}).catch(function(){say(T.networkError);}).then(function(){b.disabled=!C.playable;b.textContent=T.play;show();});}
el('stake').onchange=show;el('play').onclick=play;show();
if(!C.playable){el('play').disabled=true;say(T.sessionMissing);}
else getJson(C.base+'/balance?vendor='+encodeURIComponent(C.vendor)).then(function(r){
if(r.success){bal=r.value.balance;cur=r.value.currency;show();}else say(refusal(r,T));}).catch(function(){say(T.networkError);});
`;

/** The whole page for one game session of a simulated vendor. */
export function simulatorPage(input: SimulatorPageInput): string {
  const t = input.strings;
  const options = SIMULATOR_STAKES.map((s, i) => `<option value="${s}"${i === 0 ? ' selected' : ''}>${(s / 100).toFixed(2)}</option>`).join('');
  const session = input.session;
  // Protection figures and dialogs are for real-money play only; a demo session shows none.
  const watching = session !== null && !session.demo;
  const config = { base: input.base, playable: session !== null, tag: session?.tag ?? '', vendor: input.vendor, game: session?.gameId ?? null, strings: t };
  const rtp = (SIMULATOR_RTP * 100).toFixed(2);
  const body = `<header><a class="btn" href="${escapeHtml(input.backUrl)}">← ${escapeHtml(t.back)}</a><h1>${escapeHtml(input.vendorName)}</h1></header>
<p class="demo" role="note">${escapeHtml(t.demo)}</p><p><small>${escapeHtml(fill(t.demoNote, { vendor: input.vendorName }))}</small></p>
<dl><dt>${escapeHtml(t.vendor)}</dt><dd>${escapeHtml(input.vendorName)} (${escapeHtml(input.vendor)})</dd>
<dt>${escapeHtml(t.game)}</dt><dd>${escapeHtml(input.gameName || t.lobby)}</dd>
<dt>${escapeHtml(t.type)}</dt><dd>${escapeHtml(input.gameType)}</dd></dl>
${watchHtml(watching, input.watch, input.backUrl)}
<div class="stats"><div><span>${escapeHtml(t.balance)}</span><b id="bal">—</b></div><div><span>${escapeHtml(t.stake)}</span><b id="stk"></b></div>
<div><span>${escapeHtml(t.net)}</span><b id="net"></b></div></div>
<p class="msg" id="msg" role="status"></p>
<div class="field"><label for="stake">${escapeHtml(t.stakeLabel)}</label><select id="stake">${options}</select></div>
<button class="btn primary" id="play" type="button">${escapeHtml(t.play)}</button>
<p id="rules"><small>${escapeHtml(fill(t.rules, { rtp }))}</small></p>`;
  return renderPage({ nonce: input.nonce, lang: input.lang, title: t.demo, css: CSS, body, script: `window.SIM=${inlineJson(config)};window.WATCH=${inlineJson(watchConfig({ on: watching, base: input.base, query: `?vendor=${encodeURIComponent(input.vendor)}`, strings: input.watch }))};${WATCH_SCRIPT}${SCRIPT}` });
}
