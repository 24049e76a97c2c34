import { describe, expect, it } from 'vitest'
import type { OrganTable } from '../../../core/db/types'
import { chartDepartments } from './chart-departments'
import { chartManagers } from './chart-lines'

describe('chart managers', () => {
  it('keeps the reporting lines among the people shown', () => {
    const managers = chartManagers([
      { id: 1, managerId: null },
      { id: 2, managerId: 1 },
      { id: 3, managerId: 2 },
    ])
    expect([...managers]).toEqual([
      [1, null],
      [2, 1],
      [3, 2],
    ])
  })

  it('makes a person whose manager is not shown a root', () => {
    const managers = chartManagers([
      { id: 2, managerId: 1 },
      { id: 3, managerId: 2 },
      { id: 4, managerId: 4 },
    ])
    expect(managers.get(2)).toBeNull()
    expect(managers.get(3)).toBe(2)
    expect(managers.get(4)).toBeNull()
  })

  it('cuts a loop of managers at its lowest id', () => {
    const managers = chartManagers([
      { id: 5, managerId: 7 },
      { id: 6, managerId: 5 },
      { id: 7, managerId: 6 },
      { id: 8, managerId: 7 },
    ])
    expect(managers.get(5)).toBeNull()
    expect(managers.get(6)).toBe(5)
    expect(managers.get(7)).toBe(6)
    expect(managers.get(8)).toBe(7)
  })
})

describe('chart departments', () => {
  const organ = (id: number, parent_id: number | null) => ({ id, parent_id, name: `O${id}` }) as OrganTable
  const organs = [organ(1, null), organ(2, 1), organ(3, 2), organ(4, 1), organ(5, 4)]

  it('keeps the departments of the people shown and those above them, in the given order', () => {
    expect(chartDepartments(organs, [3]).map((o) => o.id)).toEqual([1, 2, 3])
    expect(chartDepartments(organs, [5, 2]).map((o) => o.id)).toEqual([1, 2, 4, 5])
    expect(chartDepartments(organs, [])).toEqual([])
  })
})
