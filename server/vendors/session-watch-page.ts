/**
 * The session watch as our game pages draw it (issue 15, docs/player-protection.md "During
 * play"): a bar with the login session's time played and net position, the reality-check dialog
 * ("continue" or "log out") and the session-time limit's end. Times count from the server's `now`
 * plus the page's monotonic clock, never the phone's wall clock, which may be wrong or moved.
 * Demo (trial) play shows none of it: the page then gets `on: false` and no markup.
 */
import { SESSION_STATUS_REFRESH_SECONDS } from '@common/rules/protection';
import { escapeHtml } from './vendor-page';
import type { WatchStrings } from './session-watch-strings';

/** Where "log out" lands: the site's home (the member is logged out, so the page it came from means little). */
export const SITE_HOME = '/m/home';

/** What the watch's script needs (window.WATCH). */
export interface WatchConfig {
  on: boolean;
  /** The vendor's mount; the watch calls base + /session, /session/continue, /session/logout. */
  base: string;
  /** Added to each call's path (the simulator names its vendor: "?vendor=X"). */
  query: string;
  home: string;
  refreshMs: number;
  strings: WatchStrings;
}

/** The config of a page: on only for a real-money session. */
export function watchConfig(input: { on: boolean; base: string; query?: string; strings: WatchStrings }): WatchConfig {
  return { on: input.on, base: input.base, query: input.query ?? '', home: SITE_HOME, refreshMs: SESSION_STATUS_REFRESH_SECONDS * 1000, strings: input.strings };
}

/** The bar and the two dialogs (native <dialog>, opened modal in the top layer); empty when off. */
export function watchHtml(on: boolean, t: WatchStrings, backUrl: string): string {
  if (!on) return '';
  return `<div class="watch" role="group" aria-label="${escapeHtml(t.bar)}"><span>${escapeHtml(t.time)} <b id="w-time">—</b></span><span>${escapeHtml(t.net)} <b id="w-net">—</b></span></div>
<dialog id="w-rc" aria-labelledby="w-rc-title" aria-describedby="w-rc-text"><h2 id="w-rc-title">${escapeHtml(t.realityTitle)}</h2><p id="w-rc-text"></p>
<p class="msg" id="w-rc-msg" role="alert"></p><div class="w-actions"><button class="btn primary" id="w-continue" type="button">${escapeHtml(t.continue)}</button>
<button class="btn" id="w-logout" type="button">${escapeHtml(t.logout)}</button></div></dialog>
<dialog id="w-end" aria-labelledby="w-end-title" aria-describedby="w-end-text"><h2 id="w-end-title">${escapeHtml(t.limitTitle)}</h2><p id="w-end-text"></p>
<div class="w-actions"><a class="btn primary" href="${escapeHtml(backUrl)}">${escapeHtml(t.backToSite)}</a></div></dialog>`;
}

export const WATCH_CSS = `
.watch{display:flex;justify-content:space-between;gap:8px;background:var(--panel);border-radius:8px;padding:6px 10px;margin:8px 0;font-size:14px;color:var(--muted)}
.watch b{color:var(--text);font-variant-numeric:tabular-nums}
dialog{max-width:min(420px,92vw);border:0;border-radius:12px;background:var(--panel);color:var(--text);padding:16px}
dialog::backdrop{background:var(--bg);opacity:.85}
dialog h2{margin:0 0 8px;font-size:18px}
.w-actions{display:grid;gap:8px}
`;

/**
 * The watch's script: `watch.played(stake, win)` after a round, `watch.refused(reply)` after a
 * refusal (a protection code re-reads the figures, which opens the dialog that is due). The
 * dialogs cannot be dismissed with Escape: the player answers them.
 */
export const WATCH_SCRIPT = `
var watch=(function(W){var none={played:function(){},refused:function(){}};if(!W||!W.on)return none;
var T=W.strings,st=null,at=0,open=null,busy=false,el=function(id){return document.getElementById(id);};
function now(){return st.now+(performance.now()-at);}
function clock(ms){var s=Math.floor(Math.max(0,ms)/1000),m=Math.floor(s/60)%60,x=s%60;return Math.floor(s/3600)+':'+(m<10?'0':'')+m+':'+(x<10?'0':'')+x;}
function signed(v){return (v>0?'+':v<0?'-':'')+(Math.abs(v)/100).toFixed(2);}
function paint(){if(!st)return;el('w-time').textContent=clock(now()-st.startedAt);var n=el('w-net');n.textContent=signed(st.net);n.className=st.net>0?'pos':st.net<0?'neg':'';}
function load(v){st=v;at=performance.now();paint();}
function refresh(){return getJson(W.base+'/session'+W.query).then(function(r){if(r.success)load(r.value);return r;});}
function show(id){if(open===id)return;if(open)el(open).close();open=id;el(id).showModal();}
function hide(){if(open)el(open).close();open=null;}
function due(){if(busy)return;busy=true;refresh().then(function(){busy=false;var n=now();
if(st.realityCheckAt!==null&&n>=st.realityCheckAt){el('w-rc-msg').textContent='';
el('w-rc-text').textContent=fill(T.realityText,{time:clock(n-st.startedAt),net:signed(st.net)});show('w-rc');}},function(){busy=false;});}
function tick(){if(!st)return;paint();var n=now();
if(st.sessionEndsAt!==null&&n>=st.sessionEndsAt){el('w-end-text').textContent=fill(T.limitText,{time:clock(st.sessionEndsAt-st.startedAt)});show('w-end');}
else if(!open&&st.realityCheckAt!==null&&n>=st.realityCheckAt)due();}
['w-rc','w-end'].forEach(function(id){el(id).addEventListener('cancel',function(e){e.preventDefault();});});
el('w-continue').onclick=function(){postJson(W.base+'/session/continue'+W.query,{}).then(function(r){
if(!r.success){el('w-rc-msg').textContent=r.message||T.failed;return;}load(r.value);hide();tick();})
.catch(function(){el('w-rc-msg').textContent=T.failed;});};
el('w-logout').onclick=function(){var b=el('w-logout');b.disabled=true;b.textContent=T.loggingOut;
postJson(W.base+'/session/logout'+W.query,{}).then(function(){location.assign(W.home);})
.catch(function(){b.disabled=false;b.textContent=T.logout;el('w-rc-msg').textContent=T.failed;});};
refresh().then(tick,function(){});setInterval(tick,1000);setInterval(function(){refresh().catch(function(){});},W.refreshMs);
return{played:function(stake,win){if(st){st.net+=win-stake;paint();}},
refused:function(r){if(/^protection\\./.test(r.code||''))refresh().then(tick,function(){});}};
})(window.WATCH);
`;
