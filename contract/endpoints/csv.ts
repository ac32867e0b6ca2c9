/**
 * Every CSV the server or the console writes follows OWASP's rule against formula injection, through
 * csv-stringify's `escape_formulas`: a text cell that a spreadsheet would take for a formula (starting with
 * = + - @, a tab or a return, or their full-width forms) is written with a leading apostrophe. A text that
 * already starts with apostrophes and then such a character gets one more, so reading a cell back is one rule:
 * drop one apostrophe where apostrophes lead to such a character.
 */
const FORMULA_AFTER_APOSTROPHES = /^'*[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/** csv-stringify's options for it (the cast covers the apostrophes that escape_formulas leaves alone). */
export const CSV_FORMULA_SAFE = {
  record_delimiter: 'windows',
  escape_formulas: true,
  cast: { string: (value: string) => (value.startsWith("'") && FORMULA_AFTER_APOSTROPHES.test(value) ? `'${value}` : value) },
} as const;

/** A cell's text as it was before the export escaped it. */
export const unescapeFormula = (text: string): string => (text.startsWith("'") && FORMULA_AFTER_APOSTROPHES.test(text) ? text.slice(1) : text);
