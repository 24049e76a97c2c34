import { describe, expect, it } from 'vitest'
import formsEn from '../../../../assets/locales/system-forms.en.json'
import formsZhCN from '../../../../assets/locales/system-forms.zh-CN.json'
import rolesEn from '../../../../assets/locales/system-roles.en.json'
import rolesZhCN from '../../../../assets/locales/system-roles.zh-CN.json'

/** Every key path of a text catalogue, nested groups joined with dots. */
const keysOf = (texts: object, prefix = ''): string[] =>
  Object.entries(texts)
    .flatMap(([key, value]) =>
      typeof value === 'object' && value !== null ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
    )
    .sort()

describe('role editor and custom form texts', () => {
  it('exist in Chinese and English for the same keys', () => {
    expect(keysOf(rolesEn)).toEqual(keysOf(rolesZhCN))
    expect(keysOf(formsEn)).toEqual(keysOf(formsZhCN))
  })
})
