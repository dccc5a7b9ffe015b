/**
 * The transfer-wallet vendor simulator's game page: unmistakably labelled as a demo, it shows the
 * balance the VENDOR holds (not the site's wallet), plays rounds against it, links back to the
 * site (which brings the money back), and, outside production only, a demo control that sets the
 * vendor's next transfer outcome.
 */
import { SIMULATOR_RTP } from '../simulator/rounds';
import { escapeHtml, fill, inlineJson, renderPage, type PageNonce } from '../vendor-page';
import { TRANSFER_SIM_OUTCOMES } from './demo-control';
import { TRANSFER_SIM_STAKES } from './rounds';
import type { TransferSimLanguage, TransferSimStrings } from './strings';

export interface TransferSimPageInput {
  base: string;
  nonce: PageNonce;
  /** The page load has an open game session to play on. */
  playable: boolean;
  vendor: string;
  vendorName: string;
  lang: TransferSimLanguage;
  strings: TransferSimStrings;
  backUrl: string;
  /** Show the demo control (never in production: routes.ts decides). */
  control: boolean;
}

const CSS = `
.demo{background:var(--demo);color:var(--accent-text);border-radius:8px;padding:8px;margin:8px 0;text-align:center;font-weight:700}
.bal{background:var(--panel);border-radius:8px;padding:8px;margin:8px 0;text-align:center}.bal b{display:block;font-size:24px}
.control{border:2px dashed var(--demo);border-radius:8px;padding:8px;margin-top:16px}
.control h2{font-size:15px;margin:0 0 4px;color:var(--demo)}`;

const SCRIPT = `
var C=window.TSIM,T=C.strings;
var el=function(id){return document.getElementById(id);};
function say(t){el('msg').textContent=t;}
function showBal(b){el('bal').textContent=b===null?'—':money(b,'');}
function play(){var b=el('play');b.disabled=true;b.textContent=T.playing;say('');
postJson(C.base+'/round',{vendor:C.vendor,stake:Number(el('stake').value),requestId:newRequestId()}).then(function(r){
if(!r.success){say(refusal(r,T));return;}var v=r.value;showBal(v.balance);
say(v.win>0?fill(T.result,{multiple:v.multiple,amount:money(v.win,'')}):T.noWin);
}).catch(function(){say(T.networkError);}).then(function(){b.disabled=!C.playable;b.textContent=T.play;});}
el('play').onclick=play;
if(!C.playable){el('play').disabled=true;say(T.sessionMissing);}
else getJson(C.base+'/balance?vendor='+encodeURIComponent(C.vendor)).then(function(r){
if(r.success)showBal(r.value.balance);else say(refusal(r,T));}).catch(function(){say(T.networkError);});
var set=el('outcome-set');if(set)set.onclick=function(){var o=el('outcome').value;
postJson(C.base+'/demo/next-outcome',{vendor:C.vendor,outcome:o}).then(function(r){
el('outcome-msg').textContent=r.success?fill(T.controlDone,{outcome:T.outcomes[o]}):(r.message||T.networkError);}).catch(function(){el('outcome-msg').textContent=T.networkError;});};
`;

function controlHtml(t: TransferSimStrings): string {
  const options = TRANSFER_SIM_OUTCOMES.map((o) => `<option value="${o}">${escapeHtml(t.outcomes[o])}</option>`).join('');
  return `<section class="control" aria-labelledby="control-title"><h2 id="control-title">${escapeHtml(t.controlTitle)}</h2>
<div class="field"><label for="outcome">${escapeHtml(t.controlLabel)}</label><select id="outcome">${options}</select></div>
<button class="btn" id="outcome-set" type="button">${escapeHtml(t.controlSet)}</button><p class="msg" id="outcome-msg" role="status"></p></section>`;
}

/** The whole page for one game session at the simulated transfer-wallet vendor. */
export function transferSimPage(input: TransferSimPageInput): string {
  const t = input.strings;
  const stakes = TRANSFER_SIM_STAKES.map((s, i) => `<option value="${s}"${i === 0 ? ' selected' : ''}>${(s / 100).toFixed(2)}</option>`).join('');
  const config = { base: input.base, playable: input.playable, vendor: input.vendor, strings: t };
  const rtp = (SIMULATOR_RTP * 100).toFixed(2);
  const body = `<header><a class="btn" href="${escapeHtml(input.backUrl)}">← ${escapeHtml(t.back)}</a><h1>${escapeHtml(input.vendorName)}</h1></header>
<p class="demo" role="note">${escapeHtml(t.title)}</p><p><small>${escapeHtml(fill(t.note, { vendor: input.vendorName }))}</small></p>
<p><small>${escapeHtml(t.vendor)}: ${escapeHtml(input.vendorName)} (${escapeHtml(input.vendor)})</small></p>
<div class="bal"><span>${escapeHtml(t.balance)}</span><b id="bal">—</b></div>
<p class="msg" id="msg" role="status"></p>
<div class="field"><label for="stake">${escapeHtml(t.stakeLabel)}</label><select id="stake">${stakes}</select></div>
<button class="btn primary" id="play" type="button">${escapeHtml(t.play)}</button>
<p><small>${escapeHtml(fill(t.rules, { rtp }))}</small></p>
${input.control ? controlHtml(t) : ''}`;
  return renderPage({ nonce: input.nonce, lang: input.lang, title: t.title, css: CSS, body, script: `window.TSIM=${inlineJson(config)};${SCRIPT}` });
}
