// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import axe from 'axe-core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { TaskRow } from './files-api'

const task = (taskId: string, state: TaskRow['state'], seen: boolean, extra: Partial<TaskRow> = {}): TaskRow => ({
  taskId,
  kind: 'staff-import',
  fileName: `${taskId}.csv`,
  state,
  total: 10,
  done: state === 'running' ? 4 : 10,
  percent: state === 'running' ? 40 : 100,
  okCount: 9,
  failCount: 1,
  errorFileId: null,
  message: '',
  createdAt: Date.UTC(2024, 4, 1),
  updatedAt: Date.UTC(2024, 4, 1),
  seen,
  ...extra,
})
const rows = [
  task('t-running', 'running', false),
  task('t-new', 'done', false, { errorFileId: 'f-errors' }),
  task('t-old', 'done', true),
  task('t-failed', 'failed', false, { message: 'The file cannot be read' }),
]
const postJson = vi.fn(async (path: string, body: { ids?: string[] }) => {
  if (path.endsWith('/ielList'))
    return { code: 0, result: { total: rows.length, page: 1, totalPage: 1, rows, unseen: 2 } }
  if (path.endsWith('/updateIelStatus')) return { code: 0, result: { updated: body.ids?.length ?? 0, unseen: 0 } }
  throw new Error(`unexpected ${path}`)
})
const postBlob = vi.fn(async () => ({ blob: new Blob(['x']), filename: 'errors.csv' }))
vi.mock('../lib/http', () => ({ http: { postJson, postBlob }, onServerCode: () => {} }))

await import('./files-texts')
const { TasksView } = await import('./tasks-view')

afterEach(() => {
  cleanup()
  postJson.mockClear()
})

describe("the file centre's task list (§7 an IEL list and status update)", () => {
  it('is accessible, lists the tasks with their state and result, and marks only the finished unseen ones seen', async () => {
    const onUnseen = vi.fn()
    const view = render(<TasksView onUnseen={onUnseen} onError={() => {}} />)
    await waitFor(() => expect(onUnseen).toHaveBeenLastCalledWith(0))
    const result = await axe.run(view.baseElement, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
      rules: { 'color-contrast': { enabled: false } },
    })
    expect(result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual(
      [],
    )

    expect(postJson).toHaveBeenCalledWith('/filecenter/web/upLoad/ielList', { page: 1, rows: 10 }, { unLoading: true })
    // The running task is not finished and the old one was seen already: only the new results are marked.
    expect(postJson).toHaveBeenCalledWith(
      '/filecenter/web/upLoad/updateIelStatus',
      { ids: ['t-new', 't-failed'] },
      { unLoading: true },
    )
    expect(onUnseen.mock.calls.map(([count]) => count)).toEqual([2, 0])
    // Shown as new in this view until it is read again.
    expect(screen.getAllByTestId('task-new')).toHaveLength(2)
    expect(screen.getByText('进行中（4/10）')).toBeTruthy()
    expect(screen.getAllByText('成功 9 条，失败 1 条')).toHaveLength(2)
    expect(screen.getByText('The file cannot be read')).toBeTruthy()
  })

  it('offers the error report only for an import with refused rows, and downloads it', async () => {
    render(<TasksView onUnseen={() => {}} onError={() => {}} />)
    await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(4))
    const reportButtons = screen.queryAllByRole('button', { name: /错误报告/ })
    expect(reportButtons).toHaveLength(1)
    expect(within(reportButtons[0].closest('tr')!).getByText('t-new.csv')).toBeTruthy()
    URL.createObjectURL = vi.fn(() => 'blob:x')
    HTMLAnchorElement.prototype.click = vi.fn()
    URL.revokeObjectURL = vi.fn()
    await userEvent.click(reportButtons[0])
    expect(postBlob).toHaveBeenCalledWith('/filecenter/web/upLoad/download', { id: 'f-errors' })
  })
})
