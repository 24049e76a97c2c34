import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { watchEventLoop } from '../../../testing/event-loop-watch'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'
import { uploadFile } from '../../../testing/uploads'
import { xlsxFile } from '../../../testing/zip-file'
import { readTable } from './read-table'

// Database-independent: the reader's limits on oversized files; the imported rows run on PostgreSQL in
// staff-import.test.ts.

const HEADER = ['Name', 'Job number', 'Department', 'Phone']

describe('staff import of oversized spreadsheets', () => {
  let gateway: TestGateway
  let admin: string

  beforeAll(async () => {
    gateway = await startTestGateway()
    admin = await gateway.login('admin', 'Admin@12345', { tenantId: 1 })
    // From source the worker entry is bundled at its first start (table-worker-file.ts): done here, outside the measures.
    await readTable(Buffer.from('Name\nx\n'), 'text/csv')
  })
  afterAll(() => gateway.close())

  const post = (path: string, body: unknown, lang = 'en') =>
    gateway.post(`/gateway/filecenter/web/upLoad/${path}`, body, admin, { 'accept-language': lang })

  /** Uploads `file`, runs its import to the end and answers the outcome with the event-loop stalls meanwhile. */
  async function importMeasured(file: Buffer, lang = 'en') {
    const uploaded = (await uploadFile(gateway, admin, 'staff.xlsx', file, { accept: 'import' })).result
    expect(uploaded.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    const watch = watchEventLoop()
    const taskId = (await post('startTask', { fileId: uploaded.id }, lang)).body.result.taskId
    try {
      for (let i = 0; i < 1500; i++) {
        const progress = (await post('getProgress', { taskId }, lang)).body.result
        if (['done', 'failed', 'cancelled'].includes(progress.state)) return { progress, stalls: watch.stop() }
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      throw new Error('the import did not finish')
    } finally {
      watch.stop()
    }
  }

  // The loop may not be held past 100 ms; a timer may come later on a machine busy with other work, not seconds late.
  const expectNoStall = ({ busyMs, lateMs }: { busyMs: number; lateMs: number }) => {
    expect(busyMs).toBeLessThanOrEqual(100)
    expect(lateMs).toBeLessThan(1000)
  }

  it('stops reading a sheet past the row limit without stalling other requests', async () => {
    const bomb = xlsxFile(HEADER, 200_000, (n) => ['Bomb', `B${n}`, 'Dept', `138${String(n).padStart(8, '0')}`])
    const { progress, stalls } = await importMeasured(bomb)
    expect(progress).toMatchObject({ state: 'failed', message: 'The file has more than 20000 rows' })
    expectNoStall(stalls)
    expect(await gateway.ctx.db.selectFrom('employee').select('id').where('name', '=', 'Bomb').execute()).toEqual([])
    // Writing and reading a sheet of 200,000 rows: over 20 s on a machine running the other suites beside.
  }, 60_000)

  it('refuses an archive whose directory declares too much unpacked content, before parsing it', async () => {
    const liar = xlsxFile(HEADER, 2, (n) => ['Liar', `L${n}`, 'Dept', '13800000000'], 3_000_000_000)
    const { progress, stalls } = await importMeasured(liar)
    expect(progress.state).toBe('failed')
    expect(progress.message).toMatch(/^The spreadsheet unpacks to more than 64 MB/)
    expectNoStall(stalls)
    expect((await importMeasured(liar, 'zh')).progress.message).toMatch(/^表格解压后超过 64 MB/)
  })

  it('refuses an archive packed too tightly', async () => {
    const dense = xlsxFile(HEADER, 2000, (n) => ['Dense', `D${n}`, 'x'.repeat(5000), '13800000000'])
    const { progress } = await importMeasured(dense)
    expect(progress.state).toBe('failed')
    expect(progress.message).toMatch(/^The spreadsheet unpacks to more than 64 MB/)
  })
})
