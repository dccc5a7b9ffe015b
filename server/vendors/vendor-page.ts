/**
 * The shell both house vendor pages share: escaping, the Back link, the colour palette (CSS
 * variables, the only place colours are written) and a few browser helpers. The pages are plain
 * HTML with inline CSS and JS, no framework, so a low-end phone loads them in one small request.
 */

import { FAVICON_PATH } from '../modules/site';

/** Text safe inside HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A value for an inline <script>: JSON with "<" escaped, so no string can close the script. */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** A string with its {placeholders} filled (the page script has the same helper, fill). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/** Where Back goes: a path on this site only (never another origin or a javascript: URL). */
export function safeBackUrl(back: string | undefined): string {
  return back && /^\/(?![/\\])/.test(back) ? back : '/m/';
}

/** The dictionary's language for a `lang` query value; English when it has none. */
export function pickLanguage<L extends string>(lang: string | undefined, available: readonly L[], fallback: L): L {
  const wanted = (lang ?? '').toLowerCase();
  return available.find((l) => l === wanted) ?? fallback;
}

/** Colours (one place) and the parts both pages share; touch targets are at least 44 px. */
const BASE_CSS = `
:root{--bg:#14102a;--panel:#231c45;--text:#f4f1ff;--muted:#b7afd9;--accent:#ffc83d;--accent-text:#231c45;
--win:#4ade80;--loss:#f87171;--cell:#31295c;--line:#ffc83d;--demo:#f97316;
--sym-yellow:#facc15;--sym-red:#ef4444;--sym-orange:#fb923c;--sym-green:#22c55e;--sym-purple:#a855f7;--sym-blue:#38bdf8;--sym-dark:#1f2937;--sym-light:#e0f2fe}
*{box-sizing:border-box}
body{margin:0;font:16px/1.4 system-ui,sans-serif;background:var(--bg);color:var(--text)}
main{max-width:480px;margin:0 auto;padding:8px 12px 24px}
header{display:flex;align-items:center;gap:8px}
h1{font-size:18px;margin:0;flex:1}
.btn{display:inline-flex;align-items:center;justify-content:center;min-height:44px;min-width:44px;padding:0 16px;
border:0;border-radius:8px;font:inherit;font-weight:600;text-decoration:none;cursor:pointer;background:var(--panel);color:var(--text)}
.btn.primary{background:var(--accent);color:var(--accent-text);width:100%;font-size:18px}
.btn:disabled{opacity:.5}
.stats{display:grid;grid-template-columns:repeat(3,1fr);gap:6px;margin:8px 0}
.stats div{background:var(--panel);border-radius:8px;padding:6px;text-align:center}
.stats b{display:block;font-size:15px}
.stats span{font-size:12px;color:var(--muted)}
.pos{color:var(--win)}.neg{color:var(--loss)}
.field{display:flex;align-items:center;gap:8px;margin:8px 0}
.field label{flex:1}
select{min-height:44px;min-width:120px;font:inherit;border-radius:8px;background:var(--panel);color:var(--text);border:1px solid var(--muted)}
.msg{min-height:24px;margin:8px 0;text-align:center;font-weight:600}
table{border-collapse:collapse;width:100%;font-size:14px}
td,th{padding:4px;border-bottom:1px solid var(--panel);text-align:center}
details{margin-top:12px;background:var(--panel);border-radius:8px;padding:0 8px}
summary{min-height:44px;display:flex;align-items:center;cursor:pointer;font-weight:600}
small{color:var(--muted)}
`;

/**
 * Browser helpers: money display, request ids from the browser's crypto, JSON calls with resend.
 * First, the used launch ticket leaves the address bar (and so the history and a bookmark).
 */
const BASE_SCRIPT = `
(function(){var u=new URL(location.href);if(u.searchParams.has('ticket')){u.searchParams.delete('ticket');history.replaceState(null,'',u.toString());}})();
function fill(t,v){return t.replace(/\\{(\\w+)\\}/g,function(w,k){return k in v?String(v[k]):w;});}
function money(v,c){return (v/100).toFixed(2)+(c?' '+c:'');}
function newRequestId(){var a=new Uint8Array(12);crypto.getRandomValues(a);
return Array.prototype.map.call(a,function(b){return ('0'+b.toString(16)).slice(-2);}).join('');}
/* The wallet's refusals the player can act on, in the page's words (protection codes: the session watch's); anything else as the wallet said it. */
function refusal(r,T){var p=window.WATCH&&window.WATCH.strings.refusals[r.code];return p?p:r.code==='wallet.insufficient.funds'?T.insufficient:
(r.code==='seamless.session.ended'||r.code==='seamless.session.invalid')?T.sessionEnded:(r.message||T.networkError);}
function getJson(url){return fetch(url).then(function(r){return r.json();});}
/* A dropped answer is resent with the same body (same requestId): the server answers with the round it already played. */
function postJson(url,body,tries){tries=tries||3;
return fetch(url,{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify(body)})
.then(function(r){return r.json();})
.catch(function(e){if(tries<=1)throw e;return new Promise(function(ok){setTimeout(ok,800);}).then(function(){return postJson(url,body,tries-1);});});}
`;

/** The response's CSP nonces (@fastify/helmet's reply.cspNonce): the page's only script and style carry them. */
export interface PageNonce {
  script: string;
  style: string;
}

export interface PageParts {
  nonce: PageNonce;
  lang: string;
  title: string;
  css: string;
  body: string;
  script: string;
}

/** A whole page: the shared shell around a vendor's own CSS, markup and script. */
export function renderPage(parts: PageParts): string {
  return `<!doctype html><html lang="${escapeHtml(parts.lang)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" href="${FAVICON_PATH}" type="image/svg+xml"><title>${escapeHtml(parts.title)}</title>
<style nonce="${parts.nonce.style}">${BASE_CSS}${parts.css}</style></head><body><main>${parts.body}</main>
<script nonce="${parts.nonce.script}">${BASE_SCRIPT}${parts.script}</script></body></html>`;
}
