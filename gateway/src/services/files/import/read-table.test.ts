import { randomBytes } from 'node:crypto'
import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import { xlsxFile, zipFile } from '../../../testing/zip-file'
import { archiveRefusal } from './archive-limits'
import { readTable, TableRefused, type TableRefusal } from './read-table'
import { streamable } from './xlsx-parts'

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

async function refusalOf(work: Promise<unknown>): Promise<TableRefusal | 'none'> {
  try {
    await work
    return 'none'
  } catch (error) {
    return error instanceof TableRefused ? error.refusal : 'none'
  }
}

describe('reading import tables', () => {
  it("judges an archive by its directory's declared sizes", async () => {
    const book = new ExcelJS.Workbook()
    book.addWorksheet('Staff').addRow(['Name', 'Job number'])
    expect(archiveRefusal(Buffer.from(await book.xlsx.writeBuffer()))).toBeNull()
    expect(archiveRefusal(zipFile([{ name: 'a.xml', data: Buffer.alloc(5_000_000, 'a') }]))).toBe('tooLarge')
    expect(
      archiveRefusal(zipFile([{ name: 'a.xml', data: Buffer.from('<a/>'), declaredSize: 100 * 1024 * 1024 }])),
    ).toBe('tooLarge')
    expect(archiveRefusal(Buffer.from('not a zip at all'))).toBe('unreadable')
  })

  it('takes control and bidirectional characters out of every cell of a CSV or a workbook, a line break becoming a space', async () => {
    const csv = Buffer.from('Name,Job number\r\n"Ann\r\nBob\u202E",E\u00001\r\n', 'utf8')
    expect(await readTable(csv, 'text/csv')).toEqual({ header: ['Name', 'Job number'], rows: [['Ann Bob', 'E1']] })
    const book = new ExcelJS.Workbook()
    book.addWorksheet('Staff').addRows([
      ['Name', 'Job number'],
      ['Li\u2066 Lei\nX', 'E\u00072'],
    ])
    expect(await readTable(Buffer.from(await book.xlsx.writeBuffer()), XLSX)).toEqual({
      header: ['Name', 'Job number'],
      rows: [['Li Lei X', 'E2']],
    })
  })

  it('reads workbooks that store their sheets before xl/workbook.xml (as exceljs writes them) every time', async () => {
    const book = new ExcelJS.Workbook()
    book.addWorksheet('First').addRow(['Name', 'Date'])
    book.getWorksheet('First')!.addRow(['Row 1', new Date(Date.UTC(2024, 2, 1))])
    book.addWorksheet('Second').addRow(['other'])
    const bytes = Buffer.from(await book.xlsx.writeBuffer())
    expect(streamable(bytes)).toBe(false)
    expect(streamable(xlsxFile(['Name'], 1, (n) => [`Row ${n}`]))).toBe(true)
    for (let n = 0; n < 12; n++) {
      expect(await readTable(bytes, XLSX)).toEqual({ header: ['Name', 'Date'], rows: [['Row 1', '2024-03-01']] })
    }
    // Twelve reads, each in a worker of its own: on a loaded machine (the whole suite beside) they took over 20 s.
  }, 60_000)

  it('reads the rows of an .xlsx and a CSV in a worker, skipping blank rows', async () => {
    const xlsx = await readTable(
      xlsxFile(['Name', 'Date'], 3, (n) => (n === 2 ? ['', ''] : [`Row ${n}`, '2024-03-01'])),
      XLSX,
    )
    expect(xlsx).toEqual({
      header: ['Name', 'Date'],
      rows: [
        ['Row 1', '2024-03-01'],
        ['Row 3', '2024-03-01'],
      ],
    })
    const book = new ExcelJS.Workbook()
    const sheet = book.addWorksheet('Staff')
    sheet.addRow(['Name', 'Entry date', 'Phone'])
    sheet.addRow(['Dated', new Date(Date.UTC(2024, 2, 1)), 13800000001])
    expect((await readTable(Buffer.from(await book.xlsx.writeBuffer()), XLSX)).rows).toEqual([
      ['Dated', '2024-03-01', '13800000001'],
    ])
    const csv = await readTable(Buffer.from('\uFEFFName,Phone\n a ,1\n\nb,2\n'), 'text/csv')
    expect(csv).toEqual({
      header: ['Name', 'Phone'],
      rows: [
        ['a', '1'],
        ['b', '2'],
      ],
    })
    expect(await refusalOf(readTable(Buffer.from(`Name\n${'x\n'.repeat(20_001)}`), 'text/csv'))).toBe('tooMany')
  })

  it('refuses a file whose reading outgrows the heap limit or the time limit, and lives on', async () => {
    const heavy = xlsxFile(['Name'], 1, () => [randomBytes(15_000_000).toString('base64')])
    expect(await refusalOf(readTable(heavy, XLSX, { heapMb: 16, timeMs: 30_000 }))).toBe('tooHeavy')
    const rows = xlsxFile(['Name'], 5000, (n) => [`Row ${n}`])
    expect(await refusalOf(readTable(rows, XLSX, { heapMb: 256, timeMs: 1 }))).toBe('tooHeavy')
    expect((await readTable(rows, XLSX)).rows).toHaveLength(5000)
  })
})
