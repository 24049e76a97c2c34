// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderAccessible } from '../testing/render'
import { RangeFilter, rangeFilterLabels } from './range-filter'
import { checkRange } from './range-rules'

const labels = rangeFilterLabels.en

describe('range rules (§5)', () => {
  it('refuses both ends empty and a minimum above the maximum; one open end is fine', () => {
    expect(checkRange('', ' ').problem).toBe('bothEmpty')
    expect(checkRange('9', '3').problem).toBe('minAboveMax')
    expect(checkRange('x', '3').problem).toBe('notNumber')
    expect(checkRange('3', '')).toEqual({ problem: null, min: 3, max: null })
    expect(checkRange('', '3')).toEqual({ problem: null, min: null, max: 3 })
    expect(checkRange('3', '3')).toEqual({ problem: null, min: 3, max: 3 })
  })
})

describe('RangeFilter', () => {
  it('is accessible, says why a range is refused, and applies a good one', async () => {
    const onApply = vi.fn()
    await renderAccessible(<RangeFilter labels={labels} onApply={onApply} />)
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }))
    expect(screen.getByRole('alert').textContent).toBe(labels.bothEmpty)
    await userEvent.type(screen.getByLabelText('Minimum'), '10')
    await userEvent.type(screen.getByLabelText('Maximum'), '2')
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }))
    expect(screen.getByRole('alert').textContent).toBe(labels.minAboveMax)
    expect(onApply).not.toHaveBeenCalled()
    await userEvent.clear(screen.getByLabelText('Maximum'))
    await userEvent.type(screen.getByLabelText('Maximum'), '20')
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }))
    expect(onApply).toHaveBeenCalledWith({ min: 10, max: 20 })
    expect(screen.getByRole('alert').textContent).toBe('')
  })
})
