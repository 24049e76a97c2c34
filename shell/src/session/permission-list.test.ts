import { describe, expect, it } from 'vitest'
import { permissionListOf } from './permission-list'

describe('permissionListOf', () => {
  it('lists the functionIds of menus and then buttons, each once, as strings', () => {
    const data = {
      menus: [{ functionId: '1001' }, { functionId: '1002' }],
      btns: [{ functionId: '100101', authFlag: 1, menuId: '2' }, { functionId: '1001' }, { functionId: '100201' }],
    }
    expect(permissionListOf(data)).toEqual(['1001', '1002', '100101', '100201'])
  })

  it('is empty for a user without menus or buttons', () => {
    expect(permissionListOf({ menus: [], btns: [] })).toEqual([])
  })
})
