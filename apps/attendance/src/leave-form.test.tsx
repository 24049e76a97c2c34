// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import axe from 'axe-core'
import type { Capability } from '@hr-portal/bridge'
import { ShellProvider } from '@hr-portal/bridge/react'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ApplyInput, LeaveType } from './leave-api'
import { LeaveForm } from './leave-form'
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
    page: createMockWindow({ pathname: '/attendance/leave' }),
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

const TYPES: LeaveType[] = [
  {
    code: 'annual',
    nameZh: '年假',
    nameEn: 'Annual leave',
    tracked: true,
    paid: true,
    unit: 'day',
    backdateDays: 30,
    gender: null,
    minServiceMonths: 0,
    eligible: true,
  },
  {
    code: 'personal',
    nameZh: '事假',
    nameEn: 'Personal leave',
    tracked: false,
    paid: false,
    unit: 'day',
    backdateDays: 30,
    gender: null,
    minServiceMonths: 0,
    eligible: true,
  },
]

/** A send the test finishes when it likes: `finish()` answers the gateway's yes. */
function pendingSend() {
  let finish = () => {}
  const onSubmit = vi.fn(
    (_: ApplyInput) =>
      new Promise<void>((resolve) => {
        finish = resolve
      }),
  )
  return { onSubmit, finish: () => finish() }
}

const renderForm = (onSubmit: (input: ApplyInput) => Promise<void>) =>
  render(
    <ShellProvider connection={app.connection} env={app.env}>
      <LeaveForm types={TYPES} onSubmit={onSubmit} />
    </ShellProvider>,
  )

describe('the leave request form with the keyboard', () => {
  it('is filled by Tab in reading order and sent by Enter on its button, which keeps the focus while sending and after', async () => {
    const { onSubmit, finish } = pendingSend()
    const view = renderForm(onSubmit)
    const result = await axe.run(view.baseElement, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
      rules: { 'color-contrast': { enabled: false } },
    })
    expect(result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual(
      [],
    )

    const user = userEvent.setup()
    const order = ['假期类型', '开始日期', '开始（半天）', '结束日期', '结束（半天）', '请假事由'].map((label) =>
      screen.getByLabelText(label),
    )
    const send = screen.getByRole('button', { name: '提交申请' })
    for (const field of [...order, send]) {
      await user.tab()
      expect(document.activeElement).toBe(field)
    }
    // jsdom's select has no arrow keys and its date field no parts: the browser's own are driven by tests/e2e/keyboard.spec.ts.
    await user.selectOptions(order[0], 'personal')
    order[1].focus()
    await user.keyboard('2027-03-02')
    order[3].focus()
    await user.keyboard('2027-03-03')
    order[5].focus()
    await user.keyboard('家中有事')
    await user.tab()
    await user.keyboard('{Enter}')
    expect(onSubmit).toHaveBeenCalledWith({
      typeCode: 'personal',
      startDate: '2027-03-02',
      startHalf: 'am',
      endDate: '2027-03-03',
      endHalf: 'pm',
      reason: '家中有事',
    })

    // While sending: said so, aria-disabled and still focused (a disabled button would lose the focus in a browser;
    // jsdom keeps it, hence the attribute checks); a second Enter sends nothing.
    const sending = screen.getByRole('button', { name: '提交中…' })
    expect(sending).toBe(send)
    expect(send.getAttribute('aria-disabled')).toBe('true')
    expect(send.hasAttribute('disabled')).toBe(false)
    await user.keyboard('{Enter}')
    expect(onSubmit).toHaveBeenCalledTimes(1)

    await act(async () => finish())
    expect(screen.getByRole('status').textContent).toBe('申请已提交，等待审批')
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '提交申请' }))
    expect(send.hasAttribute('aria-disabled')).toBe(false)
    expect((order[5] as HTMLTextAreaElement).value).toBe('')
  })

  it('names its fields, its button and its notice in English too', async () => {
    await act(() => mock.setEnv({ language: 'en' }))
    const { onSubmit, finish } = pendingSend()
    renderForm(onSubmit)
    const user = userEvent.setup()
    await user.selectOptions(screen.getByLabelText('Leave type'), 'annual')
    screen.getByLabelText('From').focus()
    await user.keyboard('2027-03-02')
    screen.getByLabelText('To').focus()
    await user.keyboard('2027-03-02')
    screen.getByLabelText('Reason').focus()
    await user.keyboard('Moving house{Tab}{Enter}')
    expect(screen.getByRole('button', { name: 'Submitting…' }).getAttribute('aria-disabled')).toBe('true')
    await act(async () => finish())
    expect(screen.getByRole('status').textContent).toBe('Request submitted: it waits for approval')
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Submit request' }))
  })
})
