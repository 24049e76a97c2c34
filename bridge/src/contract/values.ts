// Argument schemas several areas share: paths, texts, names and codes, storage keys, JSON.
import * as v from 'valibot'

/** A path inside an app: starts with a single `/`. */
export const Path = v.pipe(v.string(), v.maxLength(2048), v.regex(/^\/(?!\/)/, 'must start with a single /'))
export const Text = v.pipe(v.string(), v.maxLength(2000))
export const Short = v.pipe(v.string(), v.maxLength(200))
export const FunctionId = v.pipe(v.string(), v.regex(/^[\w.-]{1,64}$/, 'must be a functionId'))
export const AppCode = v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]{0,40}$/, 'must be an app code'))
/** An intent or event topic name. */
export const Name = v.pipe(v.string(), v.regex(/^[a-z][\w-]*(\.[a-z][\w-]*){1,3}$/, 'must be a dotted name such as staff.view'))
export const StorageKey = v.pipe(v.string(), v.regex(/^[\w.:-]{1,100}$/, 'must be 1–100 letters, digits or . : - _'))
/** Any JSON value (the size limit and structured clone bound it). */
export const Json = v.unknown()
