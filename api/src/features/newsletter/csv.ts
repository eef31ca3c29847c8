// CSV for spreadsheets (RFC 4180): every cell quoted when it holds a comma, quote or line break, and
// cells a spreadsheet would run as a formula (starting with = + - @, tab or carriage return) prefixed
// with an apostrophe so they stay text.
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function csvRows(rows: string[][]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
