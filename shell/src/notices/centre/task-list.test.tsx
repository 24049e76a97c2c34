// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import axe from 'axe-core'
import { atom } from 'nanostores'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { TaskRow } from '../task-api'

const START = Date.UTC(2026, 4, 1, 8, 0, 0)
const task = (id: string, extra: Partial<TaskRow> = {}): TaskRow => ({
  id,
  kind: 'staff-import',
  fileName: `${id}.csv`,
  subject: '',
  link: '',
  state: 'done',
  total: 10,
  done: 10,
  okCount: 8,
  failCount: 2,
  startedAt: START,
  finishedAt: START + 125_000,
  durationMs: 125_000,
  hasErrorReport: true,
  message: '',
  startedBy: '管理员',
  ...extra,
})
const rows = [
  task('a0000000-0000-4000-8000-000000000001'),
  task('a0000000-0000-4000-8000-000000000002', {
    state: 'running',
    done: 4,
    okCount: 4,
    failCount: 0,
    finishedAt: null,
    durationMs: 3_000,
    hasErrorReport: false,
  }),
  task('a0000000-0000-4000-8000-000000000003', {
    kind: 'some-new-job',
    fileName: '',
    state: 'failed',
    hasErrorReport: false,
    message: '文件中没有可导入的行',
  }),
]
const postJson = vi.fn(async (path: string, body: { id?: string }) => {
  if (path === '/message/web/task/list') return { code: 0, result: { total: rows.length, page: 1, rows } }
  if (path === '/message/web/task/detail') return { code: 0, result: rows.find((row) => row.id === body.id) }
  // The inbox's calls, when its tab is chosen.
  if (path.endsWith('/channelListPage')) return { code: 0, result: [] }
  if (path.endsWith('/userNoticePage')) return { code: 0, result: { total: 0, page: 1, rows: [] } }
  throw new Error(`unexpected ${path}`)
})
const exportBlob = vi.fn(async () => undefined)
vi.mock('../../lib/http', () => ({ http: { postJson, exportBlob }, onServerCode: () => {} }))
vi.mock('../live', () => ({
  onNewNotice: () => () => {},
  $unread: atom(0),
  markRead: async () => {},
  refreshUnread: async () => {},
}))

const { default: MessageCentre } = await import('./message-centre')

afterEach(() => {
  cleanup()
  postJson.mockClear()
  exportBlob.mockClear()
})

const open = (path: string) => {
  const memory = memoryLocation({ path, record: true })
  const view = render(
    <Router hook={memory.hook}>
      <MessageCentre />
    </Router>,
  )
  return { view, memory }
}

describe("the message centre's Tasks view", () => {
  it("is a tab of its own listing the user's tasks with state, counts and duration, accessibly", async () => {
    const { view } = open('/portal/messages/tasks')
    expect(screen.getByRole('tab', { name: '任务' }).getAttribute('aria-selected')).toBe('true')
    const list = await screen.findByTestId('task-list')
    await waitFor(() => expect(list.querySelectorAll('[data-task]')).toHaveLength(3))
    expect(postJson).toHaveBeenCalledWith('/message/web/task/list', { page: 1, rows: 10 })
    const [done, running, failed] = [...list.querySelectorAll<HTMLElement>('[data-task]')]
    expect(within(done).getByText('已完成')).toBeTruthy()
    expect(within(done).getByText('人员导入 · a0000000-0000-4000-8000-000000000001.csv')).toBeTruthy()
    expect(within(done).getByText('成功 8 条，失败 2 条 · 已处理 10/10 行')).toBeTruthy()
    expect(done.textContent).toContain('2 分 5 秒')
    expect(within(running).getByText('进行中')).toBeTruthy()
    expect(running.textContent).toContain('仍在进行')
    // A kind the view does not know reads as a background task, never as its code.
    expect(within(failed).getByText('后台任务')).toBeTruthy()
    expect(failed.textContent).not.toContain('some-new-job')
    const result = await axe.run(view.baseElement, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
      rules: { 'color-contrast': { enabled: false } },
    })
    expect(result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual(
      [],
    )
  })

  it("opens a task's details at its own address and downloads the error report of an import with refused rows", async () => {
    const { memory } = open('/portal/messages/tasks')
    await userEvent.click(
      await screen.findByRole('button', { name: /^详情：人员导入 · a0000000-0000-4000-8000-000000000001/ }),
    )
    expect(memory.history!.at(-1)).toBe('/portal/messages/tasks/a0000000-0000-4000-8000-000000000001')
    const detail = await screen.findByTestId('task-detail')
    await waitFor(() => expect(detail.querySelector('[data-field="duration"] dd')?.textContent).toBe('2 分 5 秒'))
    expect(detail.querySelector('[data-field="failed"] dd')?.textContent).toBe('2')
    expect(detail.querySelector('[data-field="startedBy"] dd')?.textContent).toBe('管理员')
    await userEvent.click(screen.getByRole('button', { name: '下载错误报告' }))
    expect(exportBlob).toHaveBeenCalledWith(
      '/filecenter/web/upLoad/downLoadErrorData',
      { taskId: 'a0000000-0000-4000-8000-000000000001' },
      { raw: true },
    )
    await userEvent.click(screen.getByTestId('task-back'))
    expect(memory.history!.at(-1)).toBe('/portal/messages/tasks')
  })

  it("offers no report for a task without one, and shows a failed task's reason", async () => {
    open('/portal/messages/tasks/a0000000-0000-4000-8000-000000000003')
    const detail = await screen.findByTestId('task-detail')
    await waitFor(() =>
      expect(detail.querySelector('[data-field="message"] dd')?.textContent).toBe('文件中没有可导入的行'),
    )
    expect(detail.querySelector('[data-field="state"] dd')?.textContent).toBe('失败')
    expect(screen.queryByRole('button', { name: '下载错误报告' })).toBeNull()
  })

  it('leaves the Tasks view for the inbox by its tab', async () => {
    const { memory } = open('/portal/messages/tasks')
    await screen.findByTestId('task-list')
    await userEvent.click(screen.getByRole('tab', { name: '收件箱' }))
    expect(memory.history!.at(-1)).toBe('/portal/messages')
    expect(await screen.findByText('暂无消息')).toBeTruthy()
    expect(screen.queryByTestId('task-list')).toBeNull()
  })
})
