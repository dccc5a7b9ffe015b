/**
 * The gateway simulator's payment page: unmistakably labelled as test money, it shows the order
 * (merchant, channel, amount, deadline) and lets the player pay, fail or let it expire, with
 * developer controls for delayed, duplicated, out-of-order, forged and wrong-amount callbacks.
 * Built on the house vendor pages' shell (server/vendors/vendor-page.ts).
 */
import { escapeHtml, fill, inlineJson, renderPage, type PageNonce } from '../../vendors/vendor-page';
import type { SimulatorOrder } from './protocol';
import type { GatewaySimulatorLanguage, GatewaySimulatorStrings } from './strings';

/** Delays the developer controls offer, in seconds (0: at once). */
export const CALLBACK_DELAYS_SECONDS: readonly number[] = [0, 5, 30, 120];

export interface GatewayPageInput {
  base: string;
  nonce: PageNonce;
  lang: GatewaySimulatorLanguage;
  strings: GatewaySimulatorStrings;
  /** The verified order and its token, or null when the token is not the merchant's. */
  order: { token: string; value: SimulatorOrder; expired: boolean } | null;
}

const CSS = `
.demo{background:var(--demo);color:var(--accent-text);border-radius:8px;padding:8px;margin:8px 0;text-align:center;font-weight:700}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;background:var(--panel);border-radius:8px;padding:8px;margin:8px 0}
dt{color:var(--muted)}dd{margin:0;font-weight:600;overflow-wrap:anywhere}
.actions{display:grid;gap:8px}
.check{display:flex;align-items:center;gap:8px;min-height:44px}
.check input{width:24px;height:24px}
ul{padding-left:20px}
`;

const SCRIPT = `
var C=window.GW,T=C.strings,el=function(id){return document.getElementById(id);};
function say(t){el('msg').textContent=t;}
function list(items){var ul=el('results');ul.textContent='';items.forEach(function(t){var li=document.createElement('li');li.textContent=t;ul.appendChild(li);});}
function act(outcome){var bs=document.querySelectorAll('.actions button');bs.forEach(function(b){b.disabled=true;});say(T.working);list([]);
var delay=Number(el('delay').value),dev=delay>0||el('duplicate').checked||el('thenFail').checked||el('forged').checked||el('wrongAmount').checked;
postJson(C.base+'/act',{order:C.order,outcome:outcome,delayMs:delay*1000,duplicate:el('duplicate').checked,thenFail:el('thenFail').checked,
forged:el('forged').checked,wrongAmount:el('wrongAmount').checked}).then(function(r){
if(!r.success){say(r.message||T.networkError);bs.forEach(function(b){b.disabled=false;});return;}
if(r.value.scheduled){say(fill(T.scheduled,{seconds:delay}));return;}
say('');list(r.value.callbacks.map(function(c,i){return fill(T.result,{n:i+1,status:c.status,outcome:c.outcome,answer:c.answer});}));
if(!dev)setTimeout(function(){location.assign(C.returnUrl);},1500);
}).catch(function(){say(T.networkError);bs.forEach(function(b){b.disabled=false;});});}
['pay','fail','expire'].forEach(function(a){var b=el(a);if(b)b.onclick=function(){act(a==='pay'?'paid':a==='fail'?'failed':'expired');};});
`;

function orderBody(input: GatewayPageInput, order: NonNullable<GatewayPageInput['order']>): string {
  const t = input.strings;
  const o = order.value;
  const money = `${(Number(o.amount) / 100).toFixed(2)} ${o.currency}`;
  const delays = CALLBACK_DELAYS_SECONDS.map((s) => `<option value="${s}">${s === 0 ? escapeHtml(t.delayNone) : `${s} s`}</option>`).join('');
  const check = (id: string, label: string) => `<div class="check"><input type="checkbox" id="${id}"><label for="${id}">${escapeHtml(label)}</label></div>`;
  const pay = order.expired ? `<p class="msg">${escapeHtml(t.expired)}</p>` : `<button class="btn primary" id="pay" type="button">${escapeHtml(fill(t.pay, { amount: money }))}</button>`;
  return `<dl><dt>${escapeHtml(t.merchant)}</dt><dd>${escapeHtml(o.merchantCode)}</dd>
<dt>${escapeHtml(t.channel)}</dt><dd>${escapeHtml(o.channelCode)}</dd>
<dt>${escapeHtml(t.order)}</dt><dd>${escapeHtml(o.depositId)}</dd>
<dt>${escapeHtml(t.amount)}</dt><dd id="amount">${escapeHtml(money)}</dd>
<dt>${escapeHtml(t.payBefore)}</dt><dd>${escapeHtml(new Date(o.expiresAt).toISOString().replace('T', ' ').slice(0, 16))} UTC</dd></dl>
<div class="actions">${pay}
<button class="btn" id="fail" type="button">${escapeHtml(t.fail)}</button>
<button class="btn" id="expire" type="button">${escapeHtml(t.expire)}</button></div>
<p class="msg" id="msg" role="status"></p><ul id="results"></ul>
<details><summary>${escapeHtml(t.developer)}</summary>
<div class="field"><label for="delay">${escapeHtml(t.delay)}</label><select id="delay">${delays}</select></div>
${check('duplicate', t.duplicate)}${check('thenFail', t.thenFail)}${check('forged', t.forged)}${check('wrongAmount', t.wrongAmount)}</details>
<p><a class="btn" href="${escapeHtml(o.returnUrl)}">${escapeHtml(t.returnToSite)}</a></p>`;
}

/** The whole page for one order (or the refusal of a token that is not the merchant's). */
export function gatewayPage(input: GatewayPageInput): string {
  const t = input.strings;
  const head = `<header><h1>${escapeHtml(t.title)}</h1></header><p class="demo" role="note">${escapeHtml(t.title)}</p><p><small>${escapeHtml(t.note)}</small></p>`;
  const order = input.order;
  const body = order ? orderBody(input, order) : `<p class="msg" role="alert">${escapeHtml(t.invalidOrder)}</p><p><a class="btn" href="/m/">${escapeHtml(t.returnToSite)}</a></p>`;
  const config = { base: input.base, order: order?.token ?? '', returnUrl: order?.value.returnUrl ?? '/m/', strings: t };
  return renderPage({ nonce: input.nonce, lang: input.lang, title: t.title, css: CSS, body: head + body, script: `window.GW=${inlineJson(config)};${SCRIPT}` });
}
