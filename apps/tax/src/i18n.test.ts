import { describe, expect, it } from 'vitest'
import en from '../../../assets/locales/tax.en.json'
import zhCN from '../../../assets/locales/tax.zh-CN.json'

const keysOf = (tree: object, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  )

describe('income tax texts', () => {
  it('exist in Chinese and English for the same keys', () => {
    expect(keysOf(en).sort()).toEqual(keysOf(zhCN).sort())
  })

  it('say the same placeholders in both languages', () => {
    const placeholders = (tree: object) =>
      keysOf(tree)
        .map((key) => {
          const text = key
            .split('.')
            .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree) as string
          return `${key}:${[...text.matchAll(/\{\{(\w+)\}\}/g)]
            .map((m) => m[1])
            .sort()
            .join(',')}`
        })
        .sort()
    expect(placeholders(en)).toEqual(placeholders(zhCN))
  })
})
