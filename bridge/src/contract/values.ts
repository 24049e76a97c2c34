// Argument schemas several areas share: paths, texts, names and codes, storage keys, JSON.
import * as v from 'valibot'
import { cleanLine, cleanParagraph } from '@hr-portal/manifest/text'

/** A path inside an app: starts with a single `/`. */
export const Path = v.pipe(v.string(), v.maxLength(2048), v.regex(/^\/(?!\/)/, 'must start with a single /'))
/**
 * Text an app gives the shell to show: one line (titles, button texts) or a paragraph (a message, a confirm's content).
 * Control and bidirectional characters are taken out by the portal's one text rule, so an app's
 * "Refund \u202Eredro\u202C 100" shows as written; a line's breaks become spaces.
 */
const cleaned =
  (clean: (text: string) => string) =>
  (max: number, min = 0) =>
    min > 0
      ? v.pipe(v.string(), v.maxLength(max), v.transform(clean), v.minLength(min))
      : v.pipe(v.string(), v.maxLength(max), v.transform(clean))
export const line = cleaned(cleanLine)
export const paragraph = cleaned(cleanParagraph)
export const Text = paragraph(2000)
export const Short = line(200)
export const FunctionId = v.pipe(v.string(), v.regex(/^[\w.-]{1,64}$/, 'must be a functionId'))
export const AppCode = v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]{0,40}$/, 'must be an app code'))
/** An intent or event topic name. */
export const Name = v.pipe(
  v.string(),
  v.regex(/^[a-z][\w-]*(\.[a-z][\w-]*){1,3}$/, 'must be a dotted name such as staff.view'),
)
export const StorageKey = v.pipe(v.string(), v.regex(/^[\w.:-]{1,100}$/, 'must be 1–100 letters, digits or . : - _'))
/** Any JSON value (the size limit and structured clone bound it). */
export const Json = v.unknown()
