// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import axe from 'axe-core'
import type { Capability } from '@hr-portal/bridge'
import { ShellProvider } from '@hr-portal/bridge/react'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { CatalogueField } from '../api'
import { connect } from '@hr-portal/kit'
import manifest from '../../manifest.json'
import { texts } from '../texts'
import { ChosenFields } from './chosen-fields'

// The kit's connection, opened as startApp opens it; the bridge below it leads to the mock.
const app = connect({ manifest, texts })

const { mock, page } = await vi.hoisted(async () => {
  const { createMockShell, createMockWindow } = await import('@hr-portal/bridge/testing')
  const { default: manifest } = await import('../../manifest.json')
  return {
    mock: createMockShell({ capabilities: manifest.capabilities as Capability[] }),
    page: createMockWindow({ pathname: '/masterdata/quick-query' }),
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
  await act(() => mock.setEnv({ language: 'en' }))
})
afterEach(cleanup)
afterAll(() => mock.destroy())

const FIELDS: CatalogueField[] = [
  {
    key: 'education',
    label: 'Education',
    kind: 'select',
    chosen: true,
    dictionary: { code: 'education', name: 'Education' },
  },
  { key: 'entryDate', label: 'Entry date', kind: 'dateRange', chosen: true, dictionary: null },
  { key: 'organ', label: 'Department', kind: 'organ', chosen: true, dictionary: null },
]
const renderFields = (props: Partial<Parameters<typeof ChosenFields>[0]> = {}) =>
  render(
    <ShellProvider connection={app.connection} env={app.env}>
      <ChosenFields
        caption="Quick filters of Staff list, in order"
        fields={FIELDS}
        canEdit
        onMove={() => {}}
        onRemove={() => {}}
        {...props}
      />
    </ShellProvider>,
  )

describe("a list's quick filters on the Quick query page", () => {
  it('are accessible and list each filter with its kind, in order', async () => {
    const view = renderFields()
    const result = await axe.run(view.baseElement, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
      rules: { 'color-contrast': { enabled: false } },
    })
    expect(result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual(
      [],
    )
    const rows = within(screen.getByRole('table', { name: 'Quick filters of Staff list, in order' }))
      .getAllByRole('row')
      .slice(1)
    expect(rows.map((row) => [...row.querySelectorAll('td')].slice(0, 3).map((cell) => cell.textContent))).toEqual([
      ['1', 'Education', 'Dictionary: Education'],
      ['2', 'Entry date', 'Date range'],
      ['3', 'Department', 'Department (with the units under it)'],
    ])
  })

  it('move up and down and are removed by buttons named after the field; the ends cannot move further', () => {
    const onMove = vi.fn()
    const onRemove = vi.fn()
    renderFields({ onMove, onRemove })
    expect((screen.getByRole('button', { name: 'Move Education up' }) as HTMLButtonElement).disabled).toBe(true)
    expect((screen.getByRole('button', { name: 'Move Department down' }) as HTMLButtonElement).disabled).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Move Entry date up' }))
    fireEvent.click(screen.getByRole('button', { name: 'Remove Department' }))
    expect([onMove.mock.calls, onRemove.mock.calls]).toEqual([[['entryDate', -1]], [['organ']]])
  })

  it('without the permission to change them, show no buttons; none chosen, say so', () => {
    renderFields({ canEdit: false })
    expect(screen.queryAllByRole('button')).toEqual([])
    cleanup()
    renderFields({ fields: [] })
    expect(screen.getByTestId('quick-none').textContent).toBe('No quick filter yet: the list shows none')
  })
})
