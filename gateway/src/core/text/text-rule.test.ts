import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const SOURCE = resolve(import.meta.dirname, '../..')
/** The one module that takes control or bidirectional characters out of text. */
const RULE = 'core/text/clean-text.ts'

/** A replace whose pattern names control characters (\u0000–\u001f, \x00–\x1f) or bidirectional ones (\u202a–\u202e, \u2066–\u2069). */
const stripsByHand = (text: string) =>
  /\.replace(?:All)?\(\s*\/[^/\n]*(?:\\u00[01][0-9a-f]|\\x[01][0-9a-f]|\\u202[a-e]|\\u206[6-9])[^/\n]*\/[a-z]*\s*,/i.test(text)

describe('text is cleaned one way', () => {
  it('finds a hand-written cleaner of control or bidirectional characters', () => {
    expect(stripsByHand(String.raw`name.replace(/[\u0000-\u001f]/g, '')`)).toBe(true)
    expect(stripsByHand(String.raw`title.replaceAll(/\u202E/g, '')`)).toBe(true)
    expect(stripsByHand(String.raw`cleanLine(name)`)).toBe(false)
  })

  it('cleans text only through core/text/clean-text.ts', () => {
    const files = (readdirSync(SOURCE, { recursive: true }) as string[])
      .filter((file) => file.endsWith('.ts') && !/\.(test|pg-test)\.ts$/.test(file)).map((file) => relative(SOURCE, join(SOURCE, file)))
    const byHand = files.filter((file) => file !== RULE && stripsByHand(readFileSync(join(SOURCE, file), 'utf8')))
    expect(byHand, 'clean text with cleanLine or cleanParagraph from core/text/clean-text.ts').toEqual([])
  })
})
