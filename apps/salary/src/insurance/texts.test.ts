import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import en from '../../../../assets/locales/salary.en.json'
import { KINDS, percentOf } from './kinds'

const keysOf = (tree: object, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  )

describe('insurance pages texts', () => {
  it('cover every key the pages name, and every kind', () => {
    const here = new URL('.', import.meta.url)
    const source = readdirSync(here)
      .filter((file) => file.endsWith('.tsx'))
      .map((file) => readFileSync(new URL(file, here), 'utf8'))
      .join('\n')
    const named = [...source.matchAll(/'(insurance\.[\w.]+)'/g)].map((match) => match[1])
    const known = new Set(keysOf(en).map(String))
    expect(named.length).toBeGreaterThan(40)
    expect(named.filter((key) => !known.has(key))).toEqual([])
    for (const kind of KINDS) expect(known.has(`insurance.kinds.${kind}`)).toBe(true)
  })

  it('shows a decimal rate as an exact percentage', () => {
    expect(['0.08', '0.0026', '0.005', '0.095', '1', '0', '0.16'].map(percentOf)).toEqual([
      '8%',
      '0.26%',
      '0.5%',
      '9.5%',
      '100%',
      '0%',
      '16%',
    ])
  })
})
