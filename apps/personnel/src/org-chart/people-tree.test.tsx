// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { buildChart, type ChartPerson } from './chart-model'
import { PeopleTree } from './people-tree'

const person = (id: number, managerId: number | null, name: string): ChartPerson => ({
  id,
  managerId,
  name,
  jobNumber: `J${id}`,
  position: 'Clerk',
  post: null,
  organId: 1,
  department: 'Sales',
  photo: null,
})

// Ada leads Ben (who leads Cy) and Dee; Ben's team of Cy starts open (a small team on level 2), Eve has 9 reports.
const people = [
  person(1, null, 'Ada Lovelace'),
  person(2, 1, 'Ben Ng'),
  person(3, 2, 'Cy Young'),
  person(4, 1, 'Dee Fox'),
  person(5, 1, 'Eve Park'),
  ...Array.from({ length: 9 }, (_, i) => person(10 + i, 5, `Report ${i}`)),
]
const labels = { reports: (n: number) => (n ? `${n} reports` : ''), hidden: 'hidden' }

const renderTree = (onOpenPerson?: (id: number) => void, reveal: { id: number; seq: number } | null = null) =>
  render(
    <PeopleTree
      chart={buildChart(people)}
      label="Org chart"
      labels={labels}
      reveal={reveal}
      onOpenPerson={onOpenPerson}
    />,
  )
const focused = () => document.activeElement?.getAttribute('aria-label')
const key = (name: string) => fireEvent.keyDown(document.activeElement!, { key: name })

afterEach(cleanup)

describe('the people tree', () => {
  it('is a tree with one item in the tab order, labelled with name, position, department and reports', () => {
    renderTree()
    const tree = screen.getByRole('tree', { name: 'Org chart' })
    const items = screen.getAllByRole('treeitem')
    expect(items.filter((item) => item.tabIndex === 0)).toHaveLength(1)
    expect(items[0]).toHaveProperty('ariaLabel', 'Ada Lovelace, Clerk, Sales, 3 reports')
    expect(tree.querySelectorAll('[role="group"]').length).toBeGreaterThan(0)
    // Eve's 9 reports are a large team on level 2: closed, and not drawn.
    const eve = screen.getByRole('treeitem', { name: /^Eve Park/ })
    expect(eve.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('treeitem', { name: /^Report 0/ })).toBeNull()
  })

  it('moves with the arrow keys as the WAI-ARIA tree pattern says', () => {
    renderTree()
    screen.getAllByRole('treeitem')[0].focus()
    key('ArrowDown')
    expect(focused()).toMatch(/^Ben Ng/)
    key('ArrowRight')
    expect(focused()).toMatch(/^Cy Young/)
    key('ArrowLeft')
    expect(focused()).toMatch(/^Ben Ng/)
    key('ArrowLeft')
    expect(screen.getByRole('treeitem', { name: /^Ben Ng/ }).getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('treeitem', { name: /^Cy Young/ })).toBeNull()
    key('ArrowDown')
    expect(focused()).toMatch(/^Dee Fox/)
    key('End')
    expect(focused()).toMatch(/^Eve Park/)
    key('ArrowRight')
    expect(screen.getByRole('treeitem', { name: /^Eve Park/ }).getAttribute('aria-expanded')).toBe('true')
    key('ArrowRight')
    expect(focused()).toMatch(/^Report 0/)
    key('Home')
    expect(focused()).toMatch(/^Ada Lovelace/)
    key('ArrowUp')
    expect(focused()).toMatch(/^Ada Lovelace/)
    const focusedItems = screen.getAllByRole('treeitem').filter((item) => item.tabIndex === 0)
    expect(focusedItems.map((item) => item.getAttribute('aria-selected'))).toEqual(['true'])
  })

  it('opens the record of the focused person with Enter', () => {
    const open = vi.fn()
    renderTree(open)
    screen.getAllByRole('treeitem')[0].focus()
    key('ArrowDown')
    key('Enter')
    expect(open).toHaveBeenCalledWith(2)
  })

  it('shows a person asked for: their managers opened, the person focused and marked', () => {
    renderTree(undefined, { id: 17, seq: 1 })
    const found = screen.getByRole('treeitem', { name: /^Report 7/ })
    expect(document.activeElement).toBe(found)
    expect(found.dataset.marked).toBe('true')
    expect(screen.getByRole('treeitem', { name: /^Eve Park/ }).getAttribute('aria-expanded')).toBe('true')
  })

  it('wraps a team of more than six into a grid under its manager that still opens, closes and walks by keys', () => {
    renderTree()
    const eve = screen.getByRole('treeitem', { name: /^Eve Park/ })
    fireEvent.click(eve)
    expect(eve.getAttribute('aria-expanded')).toBe('true')
    const team = eve.querySelector(':scope > [role="group"]') as HTMLElement
    expect(team.dataset.layout).toBe('grid')
    expect(team.style.getPropertyValue('--oc-columns')).toBe('3')
    expect(team.querySelectorAll(':scope > [role="treeitem"]')).toHaveLength(9)
    // Ada's own team of three, one with a report, stays a row.
    const ada = screen.getByRole('treeitem', { name: /^Ada Lovelace/ })
    expect((ada.querySelector(':scope > [role="group"]') as HTMLElement).dataset.layout).toBe('row')
    eve.focus()
    key('ArrowRight')
    expect(focused()).toMatch(/^Report 0/)
    key('ArrowDown')
    expect(focused()).toMatch(/^Report 1/)
    key('ArrowLeft')
    expect(focused()).toMatch(/^Eve Park/)
    key('ArrowLeft')
    expect(eve.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('treeitem', { name: /^Report 0/ })).toBeNull()
  })
})
