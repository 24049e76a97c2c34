// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import axe from 'axe-core'
import type { Capability } from '@hr-portal/bridge'
import { ShellProvider } from '@hr-portal/bridge/react'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { connect } from '@hr-portal/kit'
import manifest from '../../manifest.json'
import { texts } from '../texts'
import { CostCentreSelect } from './cost-centre-select'

// The kit's connection, opened as startApp opens it; the bridge below it leads to the mock.
const app = connect({ manifest, texts })

const { mock, page } = await vi.hoisted(async () => {
  const { createMockShell, createMockWindow } = await import('@hr-portal/bridge/testing')
  const { default: manifest } = await import('../../manifest.json')
  return {
    mock: createMockShell({ capabilities: manifest.capabilities as Capability[] }),
    page: createMockWindow({ pathname: '/salary/profiles' }),
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

const CHOICES = [
  { value: 'RND', label: '研发中心' },
  { value: 'OPS', label: '运营中心' },
]
const renderSelect = (props: Partial<Parameters<typeof CostCentreSelect>[0]> = {}, onChange = vi.fn()) =>
  render(
    <ShellProvider connection={app.connection} env={app.env}>
      <CostCentreSelect value="" choices={CHOICES} locked={false} onChange={onChange} {...props} />
    </ShellProvider>,
  )
const options = () => (screen.getByLabelText('成本中心') as HTMLSelectElement).querySelectorAll('option')

describe("a salary profile's cost centre", () => {
  it('is accessible, named by its label alone, and offers the enabled values by name', async () => {
    const onChange = vi.fn()
    const view = renderSelect({}, onChange)
    const result = await axe.run(view.baseElement, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
      rules: { 'color-contrast': { enabled: false } },
    })
    expect(result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual(
      [],
    )
    expect([...options()].map((o) => [o.value, o.textContent])).toEqual([
      ['', '（无）'],
      ['RND', '研发中心'],
      ['OPS', '运营中心'],
    ])
    fireEvent.change(screen.getByLabelText('成本中心'), { target: { value: 'OPS' } })
    expect(onChange).toHaveBeenCalledWith('OPS')
  })

  it('keeps a value no longer offered on the profile that holds it, and offers it to no one else', () => {
    renderSelect({ value: 'OLD', held: { code: 'OLD', name: '旧中心' } })
    const kept = [...options()].find((o) => o.value === 'OLD')!
    expect([kept.textContent, kept.disabled, (screen.getByLabelText('成本中心') as HTMLSelectElement).value]).toEqual([
      '旧中心（已停用：保留，不再可选）',
      false,
      'OLD',
    ])
    cleanup()
    renderSelect({ value: 'RND', held: { code: 'typed text', name: null } })
    const typed = [...options()].find((o) => o.value === 'typed text')!
    expect([typed.textContent, typed.disabled]).toEqual(['typed text（不在字典中）', true])
  })

  it('is not changed where the field may only be read', () => {
    renderSelect({ locked: true, value: 'RND' })
    expect((screen.getByLabelText('成本中心') as HTMLSelectElement).disabled).toBe(true)
  })
})
