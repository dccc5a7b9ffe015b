/**
 * The slot's page: reels, balance / stake / net for this session, a labelled stake selector, one
 * Spin button (no autoplay, no turbo), the published paytable and RTP, and Back. Server-rendered
 * HTML; the inline script only calls /spin and /balance and redraws.
 */
import type { PageSession } from '../game-credential';
import { WATCH_CSS, WATCH_SCRIPT, watchConfig, watchHtml } from '../session-watch-page';
import type { WatchStrings } from '../session-watch-strings';
import { escapeHtml, fill, inlineJson, renderPage, type PageNonce } from '../vendor-page';
import { windowAt } from './engine';
import { PAYLINES, PAYTABLE, PUBLISHED_RTP, REEL_COUNT, SCATTER_PAYS, STAKES, SYMBOLS } from './game-config';
import { FAIR_CSS, FAIR_PANEL_SCRIPT, fairPanelHtml } from './fair-page';
import type { FairStrings } from './fair-strings';
import type { SlotLanguage, SlotStrings } from './strings';
import { SYMBOL_CSS, symbolSprite, symbolUse } from './symbols';

export interface SlotPageInput {
  base: string;
  /** The response's CSP nonces. */
  nonce: PageNonce;
  /** The page load's game session (game-credential.ts); null when it has none to play on. */
  session: PageSession | null;
  /** The catalogue game's name, or the slot's own for a lobby launch; escaped here. */
  title: string;
  lang: SlotLanguage;
  strings: SlotStrings;
  /** The session watch's words in the page's language. */
  watch: WatchStrings;
  backUrl: string;
  /** The Fairness panel's words in the page's language. */
  fair: FairStrings;
}

/** The published RTP as the page and docs print it: percent with two decimals. */
export const RTP_PERCENT = (PUBLISHED_RTP * 100).toFixed(2);

/** Symbol `id` (an index of SYMBOLS) as the page draws it, named in the page's language. */
const symbolOf = (id: number, t: SlotStrings): string => symbolUse(SYMBOLS[id].code, t.symbols[SYMBOLS[id].code]);

function paytableHtml(t: SlotStrings): string {
  const rows = PAYTABLE.map((pays, id) => `<tr><td>${symbolOf(id, t)}</td><td>${pays[3]}×</td><td>${pays[4]}×</td><td>${pays[5]}×</td></tr>`).join('');
  const scatter = fill(t.scatterRule, { s3: SCATTER_PAYS[3], s4: SCATTER_PAYS[4], s5: SCATTER_PAYS[5] });
  return `<details open><summary>${escapeHtml(t.paytable)}</summary>
<table aria-label="${escapeHtml(t.paytable)}"><thead><tr><th>${escapeHtml(t.symbol)}</th><th>3</th><th>4</th><th>5</th></tr></thead><tbody>${rows}</tbody></table>
<p>${escapeHtml(t.lineRule)}</p><p>${escapeHtml(t.wildRule)}</p><p>${escapeHtml(scatter)}</p>
<p id="rtp"><b>${escapeHtml(fill(t.rtp, { rtp: RTP_PERCENT }))}</b></p><p><small>${escapeHtml(t.fairness)}</small></p></details>`;
}

/** The reels as cells; the page's first view shows the strips' first stops. */
function reelsHtml(t: SlotStrings): string {
  const grid = windowAt(new Array<number>(REEL_COUNT).fill(0));
  return grid
    .map((column, reel) => `<div class="reel">${column.map((id, row) => `<div class="cell" id="c${reel}${row}">${symbolOf(id, t)}</div>`).join('')}</div>`)
    .join('');
}

const CSS = `
.reels{display:grid;grid-template-columns:repeat(5,1fr);gap:4px;background:var(--panel);border-radius:10px;padding:6px}
.reel{display:grid;gap:4px}
.cell{aspect-ratio:1;display:flex;align-items:center;justify-content:center;background:var(--cell);border-radius:6px}
.cell.hit{outline:3px solid var(--line)}
#wins{list-style:none;padding:0;margin:0;text-align:center;font-size:14px;color:var(--muted)}
.tag{margin-inline-start:4px;padding:0 4px;border-radius:4px;background:var(--demo);color:var(--accent-text);font-weight:700}
${SYMBOL_CSS}${WATCH_CSS}${FAIR_CSS}`;

const SCRIPT = `
var C=window.SLOT,T=C.strings,cur='',bal=null,netKey='mls-net:'+C.tag;
var net=Number(sessionStorage.getItem(netKey)||0);
var el=function(id){return document.getElementById(id);};
function show(){el('bal').textContent=bal===null?'—':money(bal,cur);el('stk').textContent=money(Number(el('stake').value),cur);
var n=el('net');n.textContent=money(net,cur);n.className=net>0?'pos':net<0?'neg':'';}
function say(t){el('msg').textContent=t;}
function draw(v){var i,j,syms=C.symbols;for(i=0;i<5;i++)for(j=0;j<3;j++){var c=el('c'+i+j);c.innerHTML=syms[v.reels[i][j]];c.className='cell';}
var list=el('wins');list.innerHTML='';v.lines.forEach(function(w){var rows=C.paylines[w.line-1];
for(i=0;i<w.count;i++)el('c'+i+rows[i]).className='cell hit';
var li=document.createElement('li');li.textContent=fill(T.lineWin,{line:w.line,count:w.count,symbol:T.symbols[w.symbol],amount:money(w.win,cur)});list.appendChild(li);});
if(v.scatter.win>0){var s=document.createElement('li');s.textContent=fill(T.scatterWin,{count:v.scatter.count,amount:money(v.scatter.win,cur)});list.appendChild(s);}}
function spin(){var b=el('spin');b.disabled=true;b.textContent=T.spinning;say('');
postJson(C.base+'/spin',{stake:Number(el('stake').value),requestId:newRequestId(),game:C.game||undefined}).then(function(r){
if(!r.success){say(refusal(r,T));watch.refused(r);return;}var v=r.value;cur=v.currency;draw(v);bal=v.balance;net+=v.win-v.stake;
watch.played(v.stake,v.creditPending?0:v.win);if(window.fairRefresh)fairRefresh();
sessionStorage.setItem(netKey,String(net));
say(v.creditPending?fill(T.creditPending,{amount:money(v.win,cur)}):v.win>0?fill(T.win,{amount:money(v.win,cur)}):T.noWin);
}).catch(function(){say(T.networkError);}).then(function(){b.disabled=!C.playable;b.textContent=T.spin;show();});}
el('stake').onchange=show;el('spin').onclick=spin;show();
if(!C.playable){el('spin').disabled=true;say(T.sessionMissing);}
else getJson(C.base+'/balance').then(function(r){
if(r.success){bal=r.value.balance;cur=r.value.currency;show();}else say(refusal(r,T));}).catch(function(){say(T.networkError);});
`;

/** The whole page for one game session. */
export function slotPage(input: SlotPageInput): string {
  const t = input.strings;
  // Protection figures and dialogs are for real-money play only; a demo session shows none.
  const watching = input.session !== null && !input.session.demo;
  const options = STAKES.map((s, i) => `<option value="${s}"${i === 2 ? ' selected' : ''}>${(s / 100).toFixed(2)}</option>`).join('');
  const config = {
    base: input.base,
    playable: input.session !== null,
    tag: input.session?.tag ?? '',
    /** Catalogue game id of the launch, sent with each spin; null for a lobby launch. */
    game: input.session?.gameId ?? null,
    strings: t,
    paylines: PAYLINES,
    /** Each symbol's markup by wire code: the reels are redrawn from the sprite, never from text. */
    symbols: Object.fromEntries(SYMBOLS.map((s, id) => [s.code, symbolOf(id, t)])),
  };
  const body = `<header><a class="btn" href="${escapeHtml(input.backUrl)}">← ${escapeHtml(t.back)}</a><h1>${escapeHtml(input.title)}</h1></header>
${symbolSprite()}
${watchHtml(watching, input.watch, input.backUrl)}
<div class="stats"><div><span>${escapeHtml(t.balance)}${input.session?.demo ? `<span class="tag" id="demo">${escapeHtml(t.demo)}</span>` : ''}</span><b id="bal">—</b></div><div><span>${escapeHtml(t.stake)}</span><b id="stk"></b></div>
<div><span>${escapeHtml(t.net)}</span><b id="net"></b></div></div>
<div class="reels" aria-live="polite">${reelsHtml(t)}</div>
<p class="msg" id="msg" role="status"></p><ul id="wins"></ul>
<div class="field"><label for="stake">${escapeHtml(t.stakeLabel)}</label><select id="stake">${options}</select></div>
<button class="btn primary" id="spin" type="button">${escapeHtml(t.spin)}</button>
${paytableHtml(t)}
${fairPanelHtml(input.fair)}`;
  return renderPage({ nonce: input.nonce, lang: input.lang, title: input.title, css: CSS, body, script: `window.SLOT=${inlineJson(config)};window.FAIRCFG=${inlineJson({ base: input.base, lang: input.lang, playable: input.session !== null, strings: input.fair })};window.WATCH=${inlineJson(watchConfig({ on: watching, base: input.base, strings: input.watch }))};${WATCH_SCRIPT}${SCRIPT}${FAIR_PANEL_SCRIPT}` });
}
