/**
 * CSV (RFC 4180) for exports that operators open in a spreadsheet. A cell that a spreadsheet
 * would run as a formula (starting with = + - @, or a tab or carriage return that hides one) is
 * prefixed with ' (OWASP "CSV Injection"), so a value written by a player or vendor cannot
 * execute on an operator's machine.
 */

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: defused against formulas, then quoted when it holds a quote, comma or line break. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line of cells, ended with CRLF. */
export function csvLine(cells: readonly (string | number | null | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
