import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import type { ReportTable } from '../../../core/report-registry'
import { INLINE_ROWS, reportFile } from './workbook-file'

const tableOf = (rows: number): ReportTable => ({
  columns: [
    { key: 'name', title: { zh: '姓名', en: 'Name' } },
    { key: 'days', title: { zh: '天数', en: 'Days' }, numeric: true },
  ],
  rows: Array.from({ length: rows }, (_, i) => ({ name: `P${i}`, days: i % 23 })),
  chart: { label: 'name', series: ['days'] },
})

const read = async (file: Buffer) => {
  const book = new ExcelJS.Workbook()
  await book.xlsx.load(file as unknown as ArrayBuffer)
  return book.worksheets[0]
}

describe('report workbooks', () => {
  it('writes a small table here: title, parameters, header in the language asked for, then the rows', async () => {
    const sheet = await read(
      await reportFile({ lang: 'zh', title: '请假统计', subtitle: '月份：2026-02', table: tableOf(3) }),
    )
    expect(sheet.name).toBe('请假统计')
    expect(sheet.getRow(4).values).toEqual([undefined, '姓名', '天数'])
    expect(sheet.getRow(7).values).toEqual([undefined, 'P2', 2])
  })

  it('writes a large table in a worker thread, with every row', async () => {
    const rows = INLINE_ROWS + 500
    const sheet = await read(await reportFile({ lang: 'en', title: 'Leave taken', subtitle: '', table: tableOf(rows) }))
    expect(sheet.getRow(3).values).toEqual([undefined, 'Name', 'Days'])
    expect(sheet.rowCount).toBe(3 + rows)
    expect(sheet.getRow(3 + rows).values).toEqual([undefined, `P${rows - 1}`, (rows - 1) % 23])
  })
})
