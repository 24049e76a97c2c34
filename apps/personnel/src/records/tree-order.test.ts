import { describe, expect, it } from 'vitest'
import { inTreeOrder } from './tree-order'

describe('inTreeOrder', () => {
  it('puts each unit right after its parent, keeping the given order among siblings', () => {
    const organs = [
      { id: 1, name: 'Company', parentId: null, level: 1 },
      { id: 2, name: 'R&D', parentId: 1, level: 2 },
      { id: 3, name: 'Sales', parentId: 1, level: 2 },
      { id: 4, name: 'Sales east', parentId: 3, level: 3 },
      { id: 5, name: 'Platform', parentId: 2, level: 3 },
    ]
    expect(inTreeOrder(organs).map((o) => o.name)).toEqual(['Company', 'R&D', 'Platform', 'Sales', 'Sales east'])
  })

  it('keeps a unit whose parent is missing, as a root', () => {
    expect(inTreeOrder([{ id: 7, name: 'Orphan', parentId: 99, level: 3 }]).map((o) => o.id)).toEqual([7])
  })
})
