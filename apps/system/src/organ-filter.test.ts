import { describe, expect, it } from 'vitest'
import { filterOrgans } from './organ-filter'

const tree = [
  {
    id: 1,
    name: 'Demo Co.',
    children: [
      { id: 2, name: 'Finance', children: [{ id: 4, name: 'Payroll' }] },
      { id: 3, name: 'R&D', children: [{ id: 5, name: 'Platform' }] },
    ],
  },
]

describe('filterOrgans', () => {
  it('keeps matching units with their ancestors, case-insensitively', () => {
    expect(filterOrgans(tree, 'pay')).toEqual([
      { id: 1, name: 'Demo Co.', children: [{ id: 2, name: 'Finance', children: [{ id: 4, name: 'Payroll' }] }] },
    ])
  })

  it('keeps the whole subtree of a matching unit', () => {
    expect(filterOrgans(tree, 'finance')).toEqual([{ id: 1, name: 'Demo Co.', children: [tree[0].children[0]] }])
  })

  it('answers the whole tree for an empty search and nothing when no unit matches', () => {
    expect(filterOrgans(tree, '  ')).toBe(tree)
    expect(filterOrgans(tree, 'sales')).toEqual([])
  })
})
