// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import type { Capability } from '@hr-portal/bridge'
import { ShellProvider } from '@hr-portal/bridge/react'
import { useState } from 'react'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { connect } from '@hr-portal/kit'
import manifest from '../manifest.json'
import { ConditionEditor } from './condition-editor'
import type { Condition, ConditionItem } from './conditions-api'
import { texts } from './texts'

const app = connect({ manifest, texts })

const { mock, page } = await vi.hoisted(async () => {
  const { createMockShell, createMockWindow } = await import('@hr-portal/bridge/testing')
  const { default: manifest } = await import('../manifest.json')
  return {
    mock: createMockShell({ capabilities: manifest.capabilities as Capability[] }),
    page: createMockWindow({ pathname: '/approval/definitions' }),
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

/** The items the rule engine answers here: what the editor draws must come from them. */
const ITEMS: ConditionItem[] = [
  {
    key: 'amount',
    label: { zh: '申请数量', en: 'Amount requested' },
    type: 'number',
    unit: { zh: '天', en: 'days' },
    operators: ['gt', 'lte'],
    values: null,
  },
  {
    key: 'leaveType',
    label: { zh: '假期类型', en: 'Leave type' },
    type: 'enum',
    unit: null,
    operators: ['in', 'notIn'],
    values: [
      { value: 'annual', label: { zh: '年假', en: 'Annual leave' } },
      { value: 'river', label: { zh: '河流假', en: 'River day' } },
    ],
  },
]
const items = vi.fn(async (_kind: string, _bizType?: string) => ITEMS)
vi.mock('./conditions-api', () => ({
  conditionsApi: { items: (kind: string, bizType?: string) => items(kind, bizType) },
}))

beforeEach(async () => {
  await mock.waitForCall('app.ready')
  await act(() => mock.setEnv({ language: 'en' }))
  items.mockClear()
})
afterEach(cleanup)
afterAll(() => mock.destroy())

let saved: Condition[] = []
function Editor({ start = [] as Condition[] }) {
  const [conditions, setConditions] = useState<Condition[]>(start)
  saved = conditions
  return (
    <ShellProvider connection={app.connection} env={app.env}>
      <ConditionEditor
        kind="approval"
        bizType="leave"
        owner="Step 2"
        conditions={conditions}
        onChange={setConditions}
      />
    </ShellProvider>
  )
}

describe('the condition editor', () => {
  it("asks the rule engine for the business type's items and offers their fields", async () => {
    render(<Editor />)
    const group = screen.getByRole('group', { name: 'Conditions of Step 2' })
    expect(within(group).getByText('Applies to every request')).toBeTruthy()
    const add = within(group).getByRole('button', { name: 'Add a condition' }) as HTMLButtonElement
    // Nothing to add until the items arrived.
    expect(add.disabled).toBe(true)
    await act(async () => {})
    expect(items).toHaveBeenCalledWith('approval', 'leave')
    expect(add.disabled).toBe(false)
    fireEvent.click(add)
    const field = screen.getByRole('combobox', { name: 'Condition 1: field' }) as HTMLSelectElement
    expect([...field.options].map((o) => o.text)).toEqual(['Amount requested', 'Leave type'])
    const op = screen.getByRole('combobox', { name: 'Condition 1: comparison' }) as HTMLSelectElement
    expect([...op.options].map((o) => o.text)).toEqual(['is more than', 'is at most'])
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Condition 1: value (days)' }), {
      target: { value: '2.5' },
    })
    expect(saved).toEqual([{ field: 'amount', op: 'gt', values: ['2.5'] }])
  })

  it("offers an enum field's own values and the operators of its type", async () => {
    render(<Editor start={[{ field: 'amount', op: 'gt', values: ['3'] }]} />)
    const field = await screen.findByRole('combobox', { name: 'Condition 1: field' })
    await screen.findByRole('option', { name: 'Leave type' })
    fireEvent.change(field, { target: { value: 'leaveType' } })
    const op = screen.getByRole('combobox', { name: 'Condition 1: comparison' }) as HTMLSelectElement
    expect([...op.options].map((o) => o.text)).toEqual(['is one of', 'is none of'])
    const values = screen.getByRole('group', { name: 'Condition 1: any of' })
    expect(
      within(values)
        .getAllByRole('checkbox')
        .map((box) => box.parentElement?.textContent),
    ).toEqual(['Annual leave', 'River day'])
    fireEvent.click(within(values).getByRole('checkbox', { name: 'River day' }))
    fireEvent.change(op, { target: { value: 'notIn' } })
    expect(saved).toEqual([{ field: 'leaveType', op: 'notIn', values: ['river'] }])
    fireEvent.click(screen.getByRole('button', { name: 'Remove condition 1' }))
    expect(saved).toEqual([])
  })
})
