import { describe, expect, it } from 'vitest'
import { csvAmount, csvCell, csvFile, csvRow } from './csv'

describe('a CSV cell', () => {
  it.each([
    // A tab or CR at a field start gets the apostrophe, and the field it starts is guarded too.
    ['\t=1+1', `"'\t'=1+1"`],
    ['\r=1+1', `"'\r'=1+1"`],
    ['\tplain', `"'\tplain"`],
    ['\r', `"'\r"`],
    ['x;\t=1', `"x;'\t'=1"`],
    ['\t\t@x', `"'\t'\t'@x"`],
    // A tab anywhere is quoted, so a reader splitting on tabs keeps the cell whole.
    ['a\tb', `"a\tb"`],
    ['a\t@b', `"a\t'@b"`],
    // A pipe splits fields in a pipe-separated file: quoted, and what follows it guarded.
    ['a|b', '"a|b"'],
    ['a|=1+1', `"a|'=1+1"`],
  ])('writes the cell %j as %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell)
  })

  it('writes an amount the gateway computed as a number, and anything else as a cell', () => {
    expect(csvAmount('-12.50')).toBe('-12.50')
    expect(csvAmount('8000.00')).toBe('8000.00')
    expect(csvAmount('-1+1')).toBe("'-1+1")
  })

  it('ends every line with CRLF, with a byte-order mark unless told not to', () => {
    expect(csvFile([csvRow(['a', '=b']), csvRow(['c', 'd'], ';')])).toBe("\uFEFFa,'=b\r\nc;d\r\n")
    expect(csvFile([csvRow(['x'])], { bom: false })).toBe('x\r\n')
  })
})
