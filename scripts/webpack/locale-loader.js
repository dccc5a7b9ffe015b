// @ts-check
/**
 * webpack loader for locales/*.json: drops the server's namespaces (`errors` and `errorWords`, the texts of the
 * API's refusals, server/i18n/messages.ts) from what the site bundles. The site shows the message
 * the server sends; its own strings are everything else, and a phone downloads only those.
 *
 * The site asks for a language in two parts (src/i18n/index.ts, `?part=shell` / `?part=screens`
 * on the request), so one file per language yields two chunks: the shell's, loaded at start-up,
 * and the other screens', loaded when a screen that needs them opens.
 */
const SERVER_ONLY = ['errors', 'errorWords'];

/**
 * The strings the shell uses: everything the main chunk and its lazy parts (drawer, language
 * picker, dialogs, toasts, the status gate) and the home screen show, so the home page never
 * downloads the other screens' strings (issue 12: the home page's bytes). A top-level group, or
 * `group.key` for a part of one: the lottery screen's ~5 KB group stays out, only the games'
 * names (home's lottery tiles and winners) and its link come in.
 * __tests__/scripts/webpack/locale-loader.test.ts fails when a file of the shell or of a screen the
 * routes mark `strings: 'shell'` uses a key outside this list.
 */
const SHELL_STRINGS = [
  'app',
  'category',
  'common',
  'drawer',
  'error',
  'game',
  'header',
  'home',
  'nav',
  'notice',
  'offline',
  'service',
  'status',
  'title',
  'toast',
  'vendor',
  'lottery.name',
  'lottery.allLotteries',
];

/** @typedef {Record<string, unknown>} Tree */

/** @param {string} key @returns {boolean} */
function isShellKey(key) {
  return SHELL_STRINGS.some((entry) => key === entry || key.startsWith(`${entry}.`));
}

/**
 * Splits a locale's site strings into the shell's and the other screens'.
 * @param {Tree} strings a locale file's content
 * @returns {{ shell: Tree, screens: Tree }}
 */
function splitStrings(strings) {
  /** @type {Tree} */
  const shell = {};
  /** @type {Tree} */
  const screens = {};
  for (const [group, value] of Object.entries(strings)) {
    if (SERVER_ONLY.includes(group)) continue;
    if (isShellKey(group)) {
      shell[group] = value;
    } else if (SHELL_STRINGS.some((entry) => entry.startsWith(`${group}.`)) && value && typeof value === 'object') {
      /** @type {Tree} */
      const inShell = {};
      /** @type {Tree} */
      const rest = {};
      for (const [key, child] of Object.entries(value)) (isShellKey(`${group}.${key}`) ? inShell : rest)[key] = child;
      shell[group] = inShell;
      if (Object.keys(rest).length > 0) screens[group] = rest;
    } else {
      screens[group] = value;
    }
  }
  return { shell, screens };
}

/**
 * @this {{ resourceQuery?: string }}
 * @param {string} source the locale file's JSON
 */
function localeLoader(source) {
  const part = new URLSearchParams(this?.resourceQuery ?? '').get('part');
  const strings = JSON.parse(source);
  if (part === 'shell' || part === 'screens') return JSON.stringify(splitStrings(strings)[part]);
  for (const namespace of SERVER_ONLY) delete strings[namespace];
  return JSON.stringify(strings);
}

module.exports = localeLoader;
/** The namespaces the site never gets, so a test can hold src/ to never using them. */
module.exports.SERVER_ONLY = SERVER_ONLY;
module.exports.SHELL_STRINGS = SHELL_STRINGS;
module.exports.isShellKey = isShellKey;
module.exports.splitStrings = splitStrings;
