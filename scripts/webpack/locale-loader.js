// @ts-check
/**
 * webpack loader for locales/*.json: drops the server's namespace (`errors`, the texts of the
 * API's refusals, server/i18n/messages.ts) from what the site bundles. The site shows the message
 * the server sends; its own strings are everything else, and a phone downloads only those.
 */
const SERVER_ONLY = ['errors'];

/** @param {string} source the locale file's JSON */
function localeLoader(source) {
  const strings = JSON.parse(source);
  for (const namespace of SERVER_ONLY) delete strings[namespace];
  return JSON.stringify(strings);
}

module.exports = localeLoader;
/** The namespaces the site never gets, so a test can hold src/ to never using them. */
module.exports.SERVER_ONLY = SERVER_ONLY;
