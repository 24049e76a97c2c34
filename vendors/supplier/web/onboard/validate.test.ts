import { describe, expect, it } from 'vitest'
import { validateSupplier } from './validate'

const good = {
  name: '宁波港湾包装有限公司',
  category: 'logistics' as const,
  contact: '张伟',
  phone: '0574-8888 0001',
  creditCode: '91350100m000100y43',
}

describe('onboarding form', () => {
  it('accepts a complete form whose credit code has the right check character, in any case', () => {
    expect(validateSupplier(good)).toEqual({})
  })

  it('names each missing field, a bad phone and a credit code with a wrong check character', () => {
    expect(validateSupplier({ ...good, name: ' ', category: '' })).toEqual({
      name: 'field.required',
      category: 'field.required',
    })
    expect(validateSupplier({ ...good, phone: '12' })).toEqual({ phone: 'field.phoneInvalid' })
    expect(validateSupplier({ ...good, creditCode: '91350100M000100Y4Z' })).toEqual({
      creditCode: 'field.creditCodeInvalid',
    })
  })
})
