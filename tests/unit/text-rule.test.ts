import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = resolve(import.meta.dirname, '../..')
/**
 * Where the product's own code is: the gateway, the shell, the bridge, the UI kit, the manifest package and the
 * first-party apps (the sample vendor apps under vendors/ are outside code that knows only the SDK).
 */
const SOURCES = [
  'gateway/src',
  'shell/src',
  'bridge/src',
  'ui/src',
  'manifest/src',
  ...readdirSync(join(ROOT, 'apps')).map((app) => `apps/${app}/src`),
]
/** The one module that takes control or bidirectional characters out of text. */
const RULE = 'manifest/src/clean-text.ts'

/** A replace whose pattern names control characters (\u0000–\u001f, \x00–\x1f) or bidirectional ones (\u202a–\u202e, \u2066–\u2069). */
const stripsByHand = (text: string) =>
  /\.replace(?:All)?\(\s*\/[^/\n]*(?:\\u00[01][0-9a-f]|\\x[01][0-9a-f]|\\u202[a-e]|\\u206[6-9])[^/\n]*\/[a-z]*\s*,/i.test(
    text,
  )

describe('text is cleaned one way', () => {
  it('finds a hand-written cleaner of control or bidirectional characters', () => {
    expect(stripsByHand(String.raw`name.replace(/[\u0000-\u001f]/g, '')`)).toBe(true)
    expect(stripsByHand(String.raw`title.replaceAll(/\u202E/g, '')`)).toBe(true)
    expect(stripsByHand(String.raw`cleanLine(name)`)).toBe(false)
  })

  it('cleans text only through the one rule in @hr-portal/manifest', () => {
    const files = SOURCES.filter((dir) => existsSync(join(ROOT, dir))).flatMap((dir) =>
      (readdirSync(join(ROOT, dir), { recursive: true }) as string[])
        .filter(
          (file) => /\.tsx?$/.test(file) && !/(^|\/)node_modules\//.test(file) && !/\.(test|pg-test)\.tsx?$/.test(file),
        )
        .map((file) => relative(ROOT, join(ROOT, dir, file))),
    )
    expect(files.length).toBeGreaterThan(1000)
    const byHand = files.filter((file) => file !== RULE && stripsByHand(readFileSync(join(ROOT, file), 'utf8')))
    expect(byHand, 'clean text with cleanLine or cleanParagraph from @hr-portal/manifest').toEqual([])
  })
})
