// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderAccessible } from '../testing/render'
import { filledValues } from './filled'
import { quickFiltersLabels } from './labels'
import { QuickFilters } from './quick-filters'
import type { QuickFilterField } from './types'

const labels = quickFiltersLabels.en
const FIELDS: QuickFilterField[] = [
  { key: 'name', label: 'Name', kind: 'text' },
  {
    key: 'education',
    label: 'Education',
    kind: 'select',
    options: [
      { value: 'bachelor', label: 'Bachelor' },
      { value: 'master', label: 'Master' },
    ],
  },
  { key: 'entryDate', label: 'Entry date', kind: 'dateRange' },
  {
    key: 'organ',
    label: 'Department',
    kind: 'organ',
    options: [
      { value: '1', label: 'Head office', depth: 0 },
      { value: '2', label: 'Finance', depth: 1 },
    ],
  },
]

describe('quick filter values', () => {
  it('leave out what is blank and name a range that ends before it starts', () => {
    expect(filledValues(FIELDS, { name: '  Li ', education: '', entryDate: { from: '', to: '' }, organ: '2' })).toEqual(
      { values: { name: 'Li', organ: '2' }, reversed: null },
    )
    expect(filledValues(FIELDS, { entryDate: { to: '2026-01-31' } }).values).toEqual({
      entryDate: { to: '2026-01-31' },
    })
    expect(filledValues(FIELDS, { entryDate: { from: '2026-02-01', to: '2026-01-31' } }).reversed?.key).toBe(
      'entryDate',
    )
  })
})

describe('QuickFilters', () => {
  it('is accessible, draws each kind in its order, and applies what is filled in', async () => {
    const onApply = vi.fn()
    await renderAccessible(<QuickFilters fields={FIELDS} labels={labels} onApply={onApply} />)
    const form = screen.getByRole('search', { name: 'Quick query' })
    await userEvent.type(within(form).getByLabelText('Name'), 'Li')
    await userEvent.selectOptions(within(form).getByLabelText('Education'), 'master')
    const range = within(form).getByRole('group', { name: 'Entry date' })
    await userEvent.type(within(range).getByLabelText('From'), '2026-01-01')
    // A unit is indented under its parent.
    expect(within(form).getByRole('option', { name: /Finance/ }).textContent).toBe('\u3000Finance')
    await userEvent.click(within(form).getByRole('button', { name: 'Search' }))
    expect(onApply).toHaveBeenLastCalledWith({ name: 'Li', education: 'master', entryDate: { from: '2026-01-01' } })
    await userEvent.click(within(form).getByRole('button', { name: 'Reset' }))
    expect(onApply).toHaveBeenLastCalledWith({})
    expect((within(form).getByLabelText('Name') as HTMLInputElement).value).toBe('')
  })

  it('refuses a range that ends before it starts, naming the field', async () => {
    const onApply = vi.fn()
    await renderAccessible(<QuickFilters fields={FIELDS} labels={quickFiltersLabels['zh-CN']} onApply={onApply} />)
    const range = screen.getByRole('group', { name: 'Entry date' })
    await userEvent.type(within(range).getByLabelText('开始日期'), '2026-02-01')
    await userEvent.type(within(range).getByLabelText('结束日期'), '2026-01-01')
    await userEvent.click(screen.getByRole('button', { name: '查询' }))
    expect(screen.getByRole('alert').textContent).toBe('Entry date：开始日期不能晚于结束日期')
    expect(onApply).not.toHaveBeenCalled()
  })

  it('draws nothing for a list without quick filters', async () => {
    const view = await renderAccessible(<QuickFilters fields={[]} labels={labels} onApply={() => {}} />)
    expect(view.container.innerHTML).toBe('')
  })
})
