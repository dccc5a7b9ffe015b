/**
 * The Language header (§7) of a locale: upper case, and CN for every Chinese variant. The site
 * sends it; the server answers in the locale it names (zh-CN for CN).
 */
export function languageHeaderOf(code: string): string {
  return code.startsWith('zh') ? 'CN' : code.toUpperCase();
}
