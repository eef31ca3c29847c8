import { describe, expect, it } from '@jest/globals';
import { csvCell, csvRows } from './csv.ts';

describe('CSV cells', () => {
  it.each([
    ['plain@example.com', 'plain@example.com'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['+1', "'+1"],
    ['-2', "'-2"],
    ['@cmd', "'@cmd"],
    ['\tTab', "'\tTab"],
    ['=HYPERLINK("http://evil.test","x")', `"'=HYPERLINK(""http://evil.test"",""x"")"`],
    ['', ''],
  ])('%j → %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('joins rows with CRLF and ends with one', () => {
    expect(
      csvRows([
        ['email', 'date'],
        ['a@example.com', '2025-01-01'],
      ]),
    ).toBe('email,date\r\na@example.com,2025-01-01\r\n');
  });
});
