/**
 * The provably fair slot's page parts: the game page's Fairness panel (seed hash, client seed,
 * next nonce, change client seed, rotate, the member's spins with a Verify link) and the public
 * verify page, which recomputes a spin in the browser (fair-script.ts) and beside the server's.
 */
import { CLIENT_SEED_MAX } from '@common/rules/slotFairness';
import { escapeHtml, inlineJson, renderPage, type PageNonce } from '../vendor-page';
import { STRIP_LENGTHS } from './fair-derive';
import { DERIVE_SCRIPT } from './fair-script';
import type { FairStrings } from './fair-strings';
import { REEL_COUNT, ROW_COUNT, STAKES, SYMBOLS } from './game-config';
import { SLOT_STRINGS, type SlotLanguage } from './strings';
import { SYMBOL_CSS, symbolSprite, symbolUse } from './symbols';

export const FAIR_CSS = `
.facts{display:grid;grid-template-columns:auto 1fr;gap:4px 8px;font-size:14px;margin:8px 0}
.facts dt{color:var(--muted)}.facts dd{margin:0;word-break:break-all}
input{min-height:44px;font:inherit;border-radius:8px;background:var(--bg);color:var(--text);border:1px solid var(--muted);padding:0 8px;width:100%}
.stack{display:grid;gap:8px;margin:8px 0}
.stack label{font-size:14px}
.verdict{word-break:break-all}`;

/** The game page's Fairness panel (filled by FAIR_PANEL_SCRIPT once the page has a session). */
export function fairPanelHtml(t: FairStrings): string {
  return `<details id="fair"><summary>${escapeHtml(t.fairTitle)}</summary>
<p><small>${escapeHtml(t.fairIntro)}</small></p>
<dl class="facts"><dt>${escapeHtml(t.serverSeedHash)}</dt><dd id="fhash">—</dd><dt>${escapeHtml(t.clientSeed)}</dt><dd id="fclient">—</dd>
<dt>${escapeHtml(t.nextNonce)}</dt><dd id="fnonce">—</dd></dl>
<form id="fform" class="stack"><label for="clientSeed">${escapeHtml(t.newClientSeed)}</label>
<input id="clientSeed" name="clientSeed" required maxlength="${CLIENT_SEED_MAX}" autocomplete="off">
<small>${escapeHtml(t.clientSeedNote)}</small><button class="btn" type="submit">${escapeHtml(t.changeClientSeed)}</button></form>
<button class="btn" id="frotate" type="button">${escapeHtml(t.rotate)}</button>
<p class="verdict" id="fmsg" role="status"></p>
<table aria-label="${escapeHtml(t.history)}"><caption>${escapeHtml(t.history)}</caption><thead><tr><th>${escapeHtml(t.nonce)}</th><th>${escapeHtml(t.stops)}</th><th>${escapeHtml(t.win)}</th><th>${escapeHtml(t.verify)}</th></tr></thead><tbody id="fspins"></tbody></table>
<button class="btn" id="fmore" type="button" hidden>${escapeHtml(t.more)}</button></details>`;
}

/** The panel's script (after vendor-page's helpers); window.FAIRCFG = { base, lang, playable, strings }. */
export const FAIR_PANEL_SCRIPT = `
var F=window.FAIRCFG,FT=F.strings,fairPage=0;
function fe(id){return document.getElementById(id);}
function fairShow(s){fe('fhash').textContent=s.serverSeedHash;fe('fclient').textContent=s.clientSeed;fe('fnonce').textContent=String(s.nextNonce);}
function fairSpins(p){getJson(F.base+'/fair/spins?page='+p).then(function(r){if(!r.success)return;var tb=fe('fspins');if(p===0)tb.innerHTML='';
r.value.spins.forEach(function(s){var tr=document.createElement('tr');[String(s.nonce),s.stops.join(' '),money(s.win,'')].forEach(function(x){var td=document.createElement('td');td.textContent=x;tr.appendChild(td);});
var td=document.createElement('td');if(s.serverSeed){var a=document.createElement('a');a.className='btn';a.href=F.base+'/verify?lang='+F.lang+'&round='+s.roundId;a.textContent=FT.verify;a.setAttribute('aria-label',FT.verify+' '+FT.nonce+' '+s.nonce);td.appendChild(a);}
else{var sm=document.createElement('small');sm.textContent=FT.notRevealed;td.appendChild(sm);}tr.appendChild(td);tb.appendChild(tr);});
fairPage=p;fe('fmore').hidden=!r.value.hasMore;});}
function fairRefresh(){getJson(F.base+'/fair').then(function(r){if(r.success)fairShow(r.value);});fairSpins(0);}
/* Sent once, never resent: a resent rotation would reveal the next seed too. */
function fairPost(url,body){return fetch(url,{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify(body)}).then(function(r){return r.json();})
.then(function(r){if(!r.success){fe('fmsg').textContent=r.message||FT.networkError;return;}var v=r.value;fairShow(v.next);
fe('fmsg').textContent=v.revealed?fill(FT.revealed,{seed:v.revealed.serverSeed,hash:v.revealed.serverSeedHash,spins:v.revealed.spins}):'';fairSpins(0);})
.catch(function(){fe('fmsg').textContent=FT.networkError;});}
fe('frotate').onclick=function(){fairPost(F.base+'/fair/rotate',{});};
fe('fform').onsubmit=function(e){e.preventDefault();fairPost(F.base+'/fair/client-seed',{clientSeed:fe('clientSeed').value});};
fe('fmore').onclick=function(){fairSpins(fairPage+1);};
if(F.playable)fairRefresh();else{fe('frotate').disabled=true;}
`;

const VERIFY_SCRIPT = `
var V=window.VERIFY,T=V.strings,q=new URLSearchParams(location.search);
function el(id){return document.getElementById(id);}
['serverSeed','clientSeed','nonce','stake'].forEach(function(k){if(q.has(k))el(k).value=q.get(k);});
function say(id,t){el(id).textContent=t;}
function draw(v){for(var i=0;i<v.reels.length;i++)for(var j=0;j<v.reels[i].length;j++)el('c'+i+j).innerHTML=V.symbols[v.reels[i][j]];}
async function run(round){['vmsg','vhash','vstops','vwin','vrecorded','vbrowser'].forEach(function(id){say(id,'');});
var seed=el('serverSeed').value.trim(),client=el('clientSeed').value,nonce=el('nonce').value.trim(),stake=el('stake').value,url;
if(round)url=V.base+'/verify/spin?round='+encodeURIComponent(round)+(q.has('stake')?'&stake='+stake:'');
else{if(!/^[0-9a-fA-F]{64}$/.test(seed)||!/^[\\x20-\\x7E]{1,64}$/.test(client)||!/^[0-9]{1,10}$/.test(nonce)){say('vmsg',T.invalidInput);return;}
url=V.base+'/verify/spin?'+new URLSearchParams({serverSeed:seed,clientSeed:client,nonce:nonce,stake:stake}).toString();}
var r;try{r=await getJson(url);}catch(e){say('vmsg',T.networkError);return;}
if(!r.success){say('vmsg',r.message||r.code);return;}var v=r.value;
el('serverSeed').value=v.serverSeed;el('clientSeed').value=v.clientSeed;el('nonce').value=String(v.nonce);el('stake').value=String(v.stake);
draw(v);say('vhash',fill(T.hashIs,{hash:v.serverSeedHash}));say('vstops',fill(T.stopsAre,{stops:v.stops.join(' ')}));
say('vwin',fill(T.winIs,{stake:money(v.stake,''),win:money(v.win,'')}));
if(v.round)say('vrecorded',fill(T.recorded,{stops:v.round.stops.join(' '),win:money(v.round.win,'')}));
if(!window.crypto||!crypto.subtle){say('vbrowser',T.cannotCheck);return;}
try{var h=await FAIR.hash(v.serverSeed),s=await FAIR.stops(v.serverSeed,v.clientSeed,v.nonce,V.lengths);
var ok=s.join()===v.stops.join()&&h===v.serverSeedHash&&(!v.round||(v.round.serverSeedHash===h&&v.round.stops.join()===s.join()));
say('vbrowser',T.browserSays+': '+(ok?T.match:T.mismatch)+' ('+s.join(' ')+')');}catch(e){say('vbrowser',T.cannotCheck);}}
el('vform').onsubmit=function(e){e.preventDefault();run(null);};
if(q.has('round'))run(q.get('round'));
`;

export interface VerifyPageInput {
  base: string;
  nonce: PageNonce;
  lang: SlotLanguage;
  strings: FairStrings;
}

/** The public verify page: anyone may check a spin from its revealed seed, client seed and nonce, or by its round. */
export function verifyPage(input: VerifyPageInput): string {
  const t = input.strings;
  const symbols = Object.fromEntries(SYMBOLS.map((s) => [s.code, symbolUse(s.code, SLOT_STRINGS[input.lang].symbols[s.code])]));
  const cells = Array.from({ length: REEL_COUNT }, (_, reel) => `<div class="reel">${Array.from({ length: ROW_COUNT }, (_, row) => `<div class="cell" id="c${reel}${row}"></div>`).join('')}</div>`).join('');
  const options = STAKES.map((s, i) => `<option value="${s}"${i === 2 ? ' selected' : ''}>${(s / 100).toFixed(2)}</option>`).join('');
  const body = `<header><h1>${escapeHtml(t.verifyTitle)}</h1></header>${symbolSprite()}
<p><small>${escapeHtml(t.verifyIntro)}</small></p>
<form id="vform" class="stack">
<label for="serverSeed">${escapeHtml(t.serverSeed)}</label><input id="serverSeed" name="serverSeed" autocomplete="off" spellcheck="false">
<label for="clientSeed">${escapeHtml(t.clientSeed)}</label><input id="clientSeed" name="clientSeed" maxlength="${CLIENT_SEED_MAX}" autocomplete="off">
<label for="nonce">${escapeHtml(t.nonce)}</label><input id="nonce" name="nonce" inputmode="numeric" autocomplete="off">
<label for="stake">${escapeHtml(t.stake)}</label><select id="stake" name="stake">${options}</select>
<button class="btn primary" type="submit">${escapeHtml(t.verifyButton)}</button></form>
<p class="msg" id="vmsg" role="alert"></p>
<div class="reels">${cells}</div>
<div role="status" class="verdict"><p id="vhash"></p><p id="vstops"></p><p id="vwin"></p><p id="vrecorded"></p><p id="vbrowser" data-testid="browser-verdict"></p></div>`;
  const config = { base: input.base, strings: t, lengths: STRIP_LENGTHS, symbols };
  return renderPage({
    nonce: input.nonce,
    lang: input.lang,
    title: t.verifyTitle,
    css: `${FAIR_CSS}
.reels{display:grid;grid-template-columns:repeat(5,1fr);gap:4px;background:var(--panel);border-radius:10px;padding:6px;margin:8px 0}
.reel{display:grid;gap:4px}.cell{aspect-ratio:1;display:flex;align-items:center;justify-content:center;background:var(--cell);border-radius:6px}
${SYMBOL_CSS}`,
    body,
    script: `window.VERIFY=${inlineJson(config)};${DERIVE_SCRIPT}${VERIFY_SCRIPT}`,
  });
}
