import { describe, expect, it } from 'vitest'
import { trimDeep } from './trim-deep.js'

describe('trimDeep', () => {
  it.each([
    [' a ', 'a'],
    [
      { name: ' Ann ', age: 3 },
      { name: 'Ann', age: 3 },
    ],
    [
      [' a', ['b '], { c: ' c ' }],
      ['a', ['b'], { c: 'c' }],
    ],
    [{ deep: { deeper: [{ text: '\t x \n' }] } }, { deep: { deeper: [{ text: 'x' }] } }],
    [
      { n: null, u: undefined, t: true, z: 0 },
      { n: null, u: undefined, t: true, z: 0 },
    ],
  ])('trims the strings inside %j', (input, output) => {
    expect(trimDeep(input)).toEqual(output)
  })

  it('returns a copy and leaves its input alone', () => {
    const input = { name: ' Ann ', tags: [' x '] }
    const output = trimDeep(input)
    expect(output).not.toBe(input)
    expect(output.tags).not.toBe(input.tags)
    expect(input).toEqual({ name: ' Ann ', tags: [' x '] })
  })

  it('keeps dates, blobs and class instances as they are', () => {
    const date = new Date(0)
    const blob = new Blob(['x'])
    const output = trimDeep({ date, blob })
    expect(output.date).toBe(date)
    expect(output.blob).toBe(blob)
  })

  it('is safe against prototype pollution', () => {
    const input = JSON.parse(
      '{"__proto__": {"polluted": " yes "}, "constructor": {"prototype": {"x": 1}}, "ok": " 1 "}',
    )
    const output = trimDeep(input) as Record<string, unknown>
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(Object.keys(output)).toEqual(['ok'])
    expect(Object.getPrototypeOf(output)).toBe(Object.prototype)
  })

  it('copies cyclic structures without looping', () => {
    const input: Record<string, unknown> = { a: ' a ' }
    input.self = input
    const output = trimDeep(input)
    expect(output.a).toBe('a')
    expect(output.self).toBe(output)
  })
})
