// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import type { Capability } from '@hr-portal/bridge'
import { ShellProvider } from '@hr-portal/bridge/react'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { MyDay } from './kaoqin-api'
import { PatchOffer } from './patch-offer'
import { connect } from '@hr-portal/kit'
import manifest from '../manifest.json'
import { texts } from './texts'

// The kit's connection, opened as startApp opens it; the bridge below it leads to the mock.
const app = connect({ manifest, texts })

const { mock, page } = await vi.hoisted(async () => {
  const { createMockShell, createMockWindow } = await import('@hr-portal/bridge/testing')
  const { default: manifest } = await import('../manifest.json')
  return {
    mock: createMockShell({ capabilities: manifest.capabilities as Capability[] }),
    page: createMockWindow({ pathname: '/attendance/my-attendance' }),
  }
})

vi.mock('@hr-portal/bridge', async (original) => {
  const bridge = await original<typeof import('@hr-portal/bridge')>()
  return {
    ...bridge,
    createSubApp: (options: Parameters<typeof bridge.createSubApp>[0]) =>
      bridge.createSubApp({ ...options, window: page, connect: mock.connect }),
  }
})

beforeEach(async () => {
  await mock.waitForCall('app.ready')
  await act(() => mock.setEnv({ language: 'zh-CN' }))
})
afterEach(cleanup)
afterAll(() => mock.destroy())

const patchWindow = { from: '2026-10-26', to: '2026-11-25', workingDays: 22 }
const missing = (mayPatch: boolean, day = '2026-11-02', patchAsked = false): MyDay => ({
  day,
  status: 'missing_punch',
  open: false,
  lateMinutes: 0,
  earlyMinutes: 0,
  missing: 'out',
  leaveType: null,
  leavePart: null,
  leaveMinutes: 0,
  workedMinutes: 0,
  overtimeMinutes: 0,
  firstIn: '08:58',
  lastOut: null,
  flagged: false,
  kind: 'work',
  holidayName: null,
  makeUpName: null,
  shift: null,
  mayPatch,
  patchAsked,
})
const renderOffer = (day: MyDay, locked: boolean, onPatch = vi.fn()) =>
  render(
    <ShellProvider connection={app.connection} env={app.env}>
      <PatchOffer day={day} locked={locked} patchWindow={patchWindow} onPatch={onPatch} />
    </ShellProvider>,
  )

describe('the patch-card offer of a day of my month', () => {
  it('offers the button on a missing punch the gateway says may be patched', () => {
    const onPatch = vi.fn()
    renderOffer(missing(true), false, onPatch)
    fireEvent.click(screen.getByRole('button', { name: '补卡' }))
    expect(onPatch).toHaveBeenCalledTimes(1)
  })

  it('says why not instead, in both languages: too far back, or a locked month', async () => {
    const { unmount } = renderOffer(missing(false, '2026-10-02'), false)
    expect(screen.queryByRole('button', { name: '补卡' })).toBeNull()
    expect(screen.getByTestId('patch-closed').textContent).toBe('只能为最近 22 个工作日（2026-10-26 起）申请补卡。')
    unmount()
    await act(() => mock.setEnv({ language: 'en' }))
    renderOffer(missing(false), true)
    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.getByTestId('patch-closed').textContent).toBe(
      'This month is locked: no patch card can be asked for it.',
    )
  })

  it('says a patch card was already asked, and offers nothing to an account that may not ask one', () => {
    const { unmount } = renderOffer(missing(false, '2026-11-02', true), false)
    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.getByTestId('patch-asked').textContent).toBe('已为这一天申请过补卡：审批进度见“我的假期”。')
    unmount()
    renderOffer(missing(false), false)
    expect(document.body.textContent).toBe('')
  })

  it('offers nothing on a day without a missing punch', () => {
    renderOffer({ ...missing(true), status: 'normal', missing: null }, false)
    expect(document.body.textContent).toBe('')
  })
})
