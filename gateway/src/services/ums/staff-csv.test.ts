import { describe, expect, it } from 'vitest'
import { csvCell } from './staff-csv'

describe('a CSV cell with a tab or carriage return', () => {
  it.each([
    // A tab or CR at a field start gets the apostrophe, and the field it starts is guarded too.
    ['\t=1+1', `"'\t'=1+1"`], ['\r=1+1', `"'\r'=1+1"`], ['\tplain', `"'\tplain"`], ['\r', `"'\r"`],
    ['x;\t=1', `"x;'\t'=1"`], ['\t\t@x', `"'\t'\t'@x"`],
    // A tab anywhere is quoted, so a reader splitting on tabs keeps the cell whole.
    ['a\tb', `"a\tb"`], ['a\t@b', `"a\t'@b"`],
  ])('writes the cell %j as %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell)
  })
})
