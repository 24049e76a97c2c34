import { describe, expect, it } from 'vitest'
import appsEn from '../../../../assets/locales/system-apps.en.json'
import appsZhCN from '../../../../assets/locales/system-apps.zh-CN.json'

/** Every key path of a text catalogue, nested groups joined with dots. */
const keysOf = (texts: object, prefix = ''): string[] =>
  Object.entries(texts)
    .flatMap(([key, value]) =>
      typeof value === 'object' && value !== null ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
    )
    .sort()

/** The `{{name}}` parts of every text, by key path. */
const partsOf = (texts: object) =>
  Object.fromEntries(
    keysOf(texts).map((key) => {
      const text = key.split('.').reduce<any>((node, part) => node[part], texts) as string
      return [key, [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort()]
    }),
  )

describe('Apps page texts', () => {
  it('exist in Chinese and English for the same keys, with the same parts to fill', () => {
    expect(keysOf(appsEn)).toEqual(keysOf(appsZhCN))
    expect(partsOf(appsEn)).toEqual(partsOf(appsZhCN))
  })
})
