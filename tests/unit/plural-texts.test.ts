import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { PLURAL_PARAMS } from '../../ui/src/i18n/create-i18n'

const LOCALES = join(import.meta.dirname, '../../assets/locales')
/** English nouns a count comes before, in the plural. */
const NOUNS =
  'years|days|months|hours|minutes|seconds|weeks|people|tasks|reports|results|employees|rows|files|points|questions|times|requests|accounts|transfers|participants|items|records|members|lines|balances|goals|notices|messages|apps|sessions|candidates|workers'

/** Every text of a catalogue by its dotted key (nested or already dotted). */
function flat(node: Record<string, unknown>, prefix = ''): Array<[string, unknown]> {
  return Object.entries(node).flatMap(([key, value]) =>
    value !== null && typeof value === 'object'
      ? flat(value as Record<string, unknown>, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value] as [string, unknown]],
  )
}

describe('English texts with a count', () => {
  it('have a form for one beside the plural one ("1 year", never "1 years")', () => {
    const missing: string[] = []
    for (const file of readdirSync(LOCALES).filter((name) => name.endsWith('.en.json'))) {
      const texts = new Map(flat(JSON.parse(readFileSync(join(LOCALES, file), 'utf8'))))
      for (const [key, text] of texts) {
        if (typeof text !== 'string' || key.endsWith('_one') || texts.has(`${key}One`)) continue
        const names = [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1])
        const count = PLURAL_PARAMS.find((name) => names.includes(name))
        if (count && new RegExp(`\\{\\{${count}\\}\\} (${NOUNS})\\b`).test(text) && !texts.has(`${key}_one`))
          missing.push(`${file} ${key}: ${text}`)
      }
    }
    expect(missing).toEqual([])
  })
})
