// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderAccessible } from '../testing/render'
import { PaginationBar, type PaginationLabels } from './pagination-bar'

const labels: PaginationLabels = {
  nav: 'Pages',
  total: (n) => `Total ${n}`,
  size: 'Rows per page',
  prev: 'Previous',
  next: 'Next',
  current: (p, n) => `${p}/${n}`,
  goTo: 'Go to page',
}

describe('PaginationBar', () => {
  it('is accessible, shows the total and current page, and bounds previous on page 1', async () => {
    const onPageChange = vi.fn()
    await renderAccessible(
      <PaginationBar
        total={95}
        page={1}
        rows={10}
        onPageChange={onPageChange}
        onSizeChange={() => {}}
        labels={labels}
      />,
    )
    expect(screen.getByText('Total 95')).toBeTruthy()
    expect(screen.getByText('1/10')).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true)
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(onPageChange).toHaveBeenCalledWith(2)
  })

  it('shows "…", busy, until the first answer, and that answer does not send the bar back to page 1', async () => {
    const onPageChange = vi.fn()
    const { rerender } = await renderAccessible(
      <PaginationBar
        total={null}
        page={3}
        rows={10}
        onPageChange={onPageChange}
        onSizeChange={() => {}}
        labels={labels}
      />,
    )
    const total = screen.getByText('Total …')
    expect(total.getAttribute('aria-busy')).toBe('true')
    rerender(
      <PaginationBar
        total={95}
        page={3}
        rows={10}
        onPageChange={onPageChange}
        onSizeChange={() => {}}
        labels={labels}
      />,
    )
    expect(screen.getByText('Total 95').hasAttribute('aria-busy')).toBe(false)
    expect(onPageChange).not.toHaveBeenCalled()
    rerender(
      <PaginationBar
        total={40}
        page={3}
        rows={10}
        onPageChange={onPageChange}
        onSizeChange={() => {}}
        labels={labels}
      />,
    )
    expect(onPageChange).toHaveBeenCalledWith(1)
  })
})
