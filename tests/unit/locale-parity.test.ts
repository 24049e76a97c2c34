import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const LOCALES = join(import.meta.dirname, '../../assets/locales')
/** A language's own plural forms of a text (`key_one` in English): not in the other language. */
const PLURAL_FORM = /_(zero|one|two|few|many)$/

/** Every text of a catalogue by its dotted key (nested or already dotted). */
function flat(node: Record<string, unknown>, prefix = ''): Array<[string, unknown]> {
  return Object.entries(node).flatMap(([key, value]) =>
    value !== null && typeof value === 'object'
      ? flat(value as Record<string, unknown>, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value] as [string, unknown]],
  )
}
const catalogue = (file: string) => new Map(flat(JSON.parse(readFileSync(join(LOCALES, file), 'utf8'))))
const placeholders = (text: unknown) =>
  [...String(text).matchAll(/\{\{(\w+)\}\}/g)]
    .map((match) => match[1])
    .sort()
    .join(',')

const names = [...new Set(readdirSync(LOCALES).map((file) => file.replace(/\.(en|zh-CN)\.json$/, '')))].sort()

describe.each(names)('the texts of %s', (name) => {
  const en = catalogue(`${name}.en.json`)
  const zh = catalogue(`${name}.zh-CN.json`)
  const base = (texts: Map<string, unknown>) => [...texts.keys()].filter((key) => !PLURAL_FORM.test(key)).sort()

  it('exist in Chinese and English for the same keys', () => {
    expect(base(en)).toEqual(base(zh))
  })

  it('say the same placeholders in both languages, and in each plural form as in its text', () => {
    const differ = base(zh).filter((key) => placeholders(en.get(key)) !== placeholders(zh.get(key)))
    const forms = [...en.keys(), ...zh.keys()].filter((key) => PLURAL_FORM.test(key))
    const strayForms = forms.filter((key) => {
      const of = key.replace(PLURAL_FORM, '')
      const texts = en.has(key) ? en : zh
      return !texts.has(of) || placeholders(texts.get(key)) !== placeholders(texts.get(of))
    })
    expect({ differ, strayForms }).toEqual({ differ: [], strayForms: [] })
  })
})
