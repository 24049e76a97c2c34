// The generated parts of the docs sit between two HTML comments, `<!-- generated:NAME -->` and
// `<!-- /generated:NAME -->`; everything outside them is written by hand.
import { readFileSync, writeFileSync } from 'node:fs'

const open = (name) => `<!-- generated:${name} (npm run docs writes this part; edit its source, not this text) -->`
const close = (name) => `<!-- /generated:${name} -->`

/** `text` with the part named `name` replaced by `content`; throws when the markers are missing. */
export function replaceBetween(text, name, content) {
  const start = text.indexOf(`<!-- generated:${name} `)
  const end = text.indexOf(close(name))
  if (start < 0 || end < start) throw new Error(`no <!-- generated:${name} --> … <!-- /generated:${name} --> markers`)
  return `${text.slice(0, start)}${open(name)}\n${content.trimEnd()}\n${text.slice(end)}`
}

/** The file's text with the part replaced, without writing it (for the staleness test). */
export function rendered(file, name, content) {
  return replaceBetween(readFileSync(file, 'utf8'), name, content)
}

/** Rewrites the part in the file; answers whether it changed. */
export function writePart(file, name, content) {
  const before = readFileSync(file, 'utf8')
  const after = replaceBetween(before, name, content)
  if (after !== before) writeFileSync(file, after)
  return after !== before
}

/** The two marker lines, for a file that gets a part for the first time. */
export const markers = (name) => `${open(name)}\n${close(name)}`
