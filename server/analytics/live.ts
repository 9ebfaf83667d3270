// "Visitors right now" without a reload: the dashboard loads one small script, served by the server
// for the owner area only (never a bundle under /assets/, so the visitor's pages gain no byte), from
// this origin so the page's Content-Security-Policy allows it with no inline script. It asks the
// owner-only JSON every 30 seconds while the tab is visible, with the page's filters.
import { CONFIG_PATHS } from '../config/shell.ts';

export const LIVE_JSON = `${CONFIG_PATHS.analytics}/live.json`;
export const LIVE_SCRIPT = `${CONFIG_PATHS.analytics}/live.js`;
export const LIVE_EVERY_MS = 30_000;

/** The script: the <output id="live"> the page draws, its data-src the JSON with the filters. */
export const LIVE_SOURCE = `(function(){var o=document.getElementById('live');if(!o)return;setInterval(function(){if(document.hidden)return;fetch(o.dataset.src,{credentials:'same-origin',headers:{accept:'application/json'}}).then(function(r){return r.ok?r.json():null}).then(function(j){if(j&&typeof j.visitors==='number')o.textContent=j.visitors.toLocaleString('en-US')}).catch(function(){})},${LIVE_EVERY_MS})})();\n`;
