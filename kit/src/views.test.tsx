// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import type { FlowView } from '@hr-portal/ui'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { app } from './app'
import { ApprovalBlock } from './approval-block'
import { call } from './call'
import { connect } from './connect'
import { LoadError } from './load-error'
import { AppProvider } from './provider'
import { RequestError } from './request-error'
import { useAction } from './use-action'

const { mock, frame } = await vi.hoisted(async () => {
  const { createMockShell, createMockWindow } = await import('@hr-portal/bridge/testing')
  return { mock: createMockShell(), frame: createMockWindow({ pathname: '/demo/runs/7' }) }
})

vi.mock('@hr-portal/bridge', async (original) => {
  const bridge = await original<typeof import('@hr-portal/bridge')>()
  return {
    ...bridge,
    createSubApp: (options: Parameters<typeof bridge.createSubApp>[0]) =>
      bridge.createSubApp({ ...options, window: frame, connect: mock.connect }),
  }
})

connect({
  manifest: { name: 'demo' },
  texts: {
    'zh-CN': { common: { retry: '重试', error: '加载失败：{{msg}}' } },
    en: { common: { retry: 'Try again', error: 'Failed to load: {{msg}}' } },
  },
})

beforeEach(async () => {
  await mock.waitForCall('app.ready')
  await act(() => mock.setEnv({ language: 'en' }))
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})
afterAll(() => mock.destroy())

const inApp = (node: React.ReactNode) => render(<AppProvider>{node}</AppProvider>)
const refusal = Object.assign(new Error('Your account has no staff record'), { serverCode: 410801 })
const noAccess = Object.assign(new Error('No permission'), { serverCode: 403001 })

describe('call', () => {
  it('answers the result of the gateway envelope', async () => {
    const post = vi.spyOn(app.http, 'postJson').mockResolvedValue({ code: 0, msg: 'ok', result: { id: 3 } })
    expect(await call('/salary/web/run/info', { id: 3 })).toEqual({ id: 3 })
    expect(post).toHaveBeenCalledWith('/salary/web/run/info', { id: 3 })
  })
})

describe('RequestError and LoadError', () => {
  it("say the kit's own words, in the shell language, when the bridge to the portal failed", async () => {
    const { PenpalError } = await import('penpal')
    const silent = new PenpalError('CONNECTION_TIMEOUT', 'Connection timed out after 15000ms')
    const { rerender } = inApp(<RequestError error={silent} />)
    expect(screen.getByRole('alert').textContent?.trim()).toBe(
      'Failed to load: The portal did not answer. Reload the page and try again.',
    )
    rerender(
      <AppProvider>
        <LoadError error={silent} retry={vi.fn()} />
      </AppProvider>,
    )
    expect(screen.getByRole('alert').textContent).toContain('The portal did not answer')
    await act(() => mock.setEnv({ language: 'zh-CN' }))
    expect(screen.getByRole('alert').textContent).toContain('门户暂时没有应答')
    expect(screen.getByRole('alert').textContent).not.toContain('timed out')
  })

  it('say a changed permission in the shell language, not in the English text the request wrapper rejects with', async () => {
    const { HttpError } = await import('@hr-portal/bridge/http')
    const changed = new HttpError('server_code', 'Login permissions changed, please log in again', {
      url: '/salary/web/run/list',
      method: 'POST',
      serverCode: 404110,
    })
    await act(() => mock.setEnv({ language: 'zh-CN' }))
    inApp(<RequestError error={changed} />)
    expect(screen.getByRole('alert').textContent).toContain('登录权限已变更，请重新登录')
  })

  it('say a failed request in the app texts with a retry, and nothing without an error', async () => {
    const retry = vi.fn()
    const { container, rerender } = inApp(
      <RequestError error={new Error('Network error')} retry={retry} className="ops-error" />,
    )
    expect(screen.getByRole('alert').textContent).toBe('Failed to load: Network error Try again')
    expect(screen.getByRole('alert').className).toBe('ops-error')
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(retry).toHaveBeenCalledOnce()
    rerender(
      <AppProvider>
        <RequestError error={null} />
      </AppProvider>,
    )
    expect(container.textContent).toBe('')
  })

  it('show the no-access state for a call refused for permission, without a retry', () => {
    inApp(<RequestError error={noAccess} retry={vi.fn()} />)
    expect(screen.getByRole('alert').className).toBe('hr-no-access')
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
  })

  it('show a refusal about the person as plain page text when asked, else as an error with a retry', () => {
    const { rerender } = inApp(<LoadError error={refusal} retry={vi.fn()} refusalAsNote />)
    expect(screen.getByTestId('load-refusal').textContent).toBe(refusal.message)
    expect(screen.queryByRole('alert')).toBeNull()
    rerender(
      <AppProvider>
        <LoadError error={new Error('Network error')} retry={vi.fn()} refusalAsNote />
      </AppProvider>,
    )
    expect(screen.getByRole('alert').textContent).toContain('Network error')
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })
})

function Saver({ work, onDone }: { work: () => Promise<unknown>; onDone: () => void }) {
  const action = useAction(onDone)
  return (
    <>
      <button type="button" disabled={action.busy} onClick={() => void action.run(work, 'Saved')}>
        Save
      </button>
      {action.status}
    </>
  )
}

describe('useAction', () => {
  it('is busy while the change runs, then says it is done and calls back', async () => {
    let finish!: () => void
    const onDone = vi.fn()
    inApp(
      <Saver
        work={() =>
          new Promise<void>((resolve) => {
            finish = resolve
          })
        }
        onDone={onDone}
      />,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true)
    await act(async () => finish())
    expect(screen.getByRole('status').textContent).toBe('Saved')
    expect(onDone).toHaveBeenCalledOnce()
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(false)
  })

  it('says why a change failed, in the shell language when the failure has no message', async () => {
    const onDone = vi.fn()
    const { rerender } = inApp(<Saver work={() => Promise.reject(new Error('Locked'))} onDone={onDone} />)
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Locked')
    rerender(
      <AppProvider>
        <Saver work={() => Promise.reject(new Error(''))} onDone={onDone} />
      </AppProvider>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe('The change failed'))
    expect(onDone).not.toHaveBeenCalled()
  })
})

const flow: FlowView = {
  id: 'w1',
  status: 'running',
  currentStep: 0,
  steps: [{ index: 0, nameZh: '直属上级', nameEn: 'Line manager' }],
  candidates: [{ name: 'Zhang San' }],
  history: [],
  events: ['resolve', 'reject'],
}

describe('ApprovalBlock', () => {
  it('moves the request with the comment, tells the other apps and reloads the page', async () => {
    const post = vi
      .spyOn(app.http, 'postJson')
      .mockResolvedValue({ code: 0, msg: 'ok', result: { status: 'approved' } })
    const onMoved = vi.fn()
    inApp(<ApprovalBlock bizType="salaryRun" bizId={7} flow={flow} onMoved={onMoved} />)
    fireEvent.change(screen.getByRole('textbox'), { target: { value: ' fine ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }))
    await vi.waitFor(() => expect(onMoved).toHaveBeenCalledOnce())
    expect(post).toHaveBeenCalledWith('/workflow/web/approveForm/resolve', { instanceId: 'w1', comment: 'fine' })
    expect(mock.callsOf('events.publish')).toEqual([
      ['approval.changed', { instanceId: 'w1', bizType: 'salaryRun', bizId: '7', status: 'approved' }],
    ])
  })

  it('closes the shell dialog with the new status when shown in one, and says why a move failed', async () => {
    window.name = 'demo-dialog'
    mock.answer('ui.dialog.close', undefined)
    const move = vi.fn().mockRejectedValueOnce(new Error('Already decided')).mockResolvedValue({ status: 'rejected' })
    const onMoved = vi.fn()
    inApp(<ApprovalBlock bizType="recruitJob" bizId="3" flow={flow} move={move} onMoved={onMoved} />)
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Already decided')
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }))
    await vi.waitFor(() => expect(mock.callsOf('ui.dialog.close')).toEqual([[{ status: 'rejected' }]]))
    expect(move).toHaveBeenLastCalledWith('reject', 'w1', '')
    expect(onMoved).not.toHaveBeenCalled()
    window.name = ''
  })
})
