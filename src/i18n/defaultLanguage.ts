/**
 * The language a first visit renders in (before the merchant's status is known). Its own module,
 * free of imports, because the build reads it too: the page preloads this language's strings.
 */
export const DEFAULT_LANGUAGE = 'bn';
