import { describe, expect, it } from 'vitest'
import { readSuppliers } from './suppliers'

describe('supplier rows', () => {
  it('keep their fields and drop rows without an id and a name', () => {
    const rows = readSuppliers({
      total: 3,
      rows: [
        { id: 1, tenant_id: 1, name: '甲', category: 'Travel', contact: '王敏', phone: '021', rating: 4 },
        { id: '2', name: '乙' },
        { id: 3, name: '丙', rating: 'five' },
      ],
    })
    expect(rows).toEqual([
      { id: 1, name: '甲', category: 'Travel', contact: '王敏', phone: '021', rating: 4 },
      { id: 3, name: '丙', category: '', contact: '', phone: '', rating: 0 },
    ])
  })

  it('reject an answer without rows', () => {
    expect(() => readSuppliers({ total: 0 })).toThrow(/expected shape/)
  })
})
