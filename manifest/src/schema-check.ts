// Checks a value against the manifest's JSON Schema and answers every problem as a ManifestError.
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js'
import { manifestSchema, PATTERN_WORDS } from './schema'
import type { ManifestError, ManifestErrorKey } from './types'

const ajv = new Ajv2020({ allErrors: true, strict: true })
const check = ajv.compile(manifestSchema)

/** `/menus/2/functionId` → `menus[2].functionId`. */
export function pathOf(pointer: string, child?: string): string {
  const parts = pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
  if (child !== undefined) parts.push(child)
  return parts.reduce((path, part) => {
    if (/^\d+$/.test(part)) return `${path}[${part}]`
    if (!/^[A-Za-z_$][\w$]*$/.test(part)) return `${path}[${JSON.stringify(part)}]`
    return path ? `${path}.${part}` : part
  }, '')
}

const keyOf: Record<string, ManifestErrorKey> = {
  required: 'required',
  additionalProperties: 'notAllowed',
  type: 'type',
  pattern: 'pattern',
  enum: 'oneOf',
  const: 'oneOf',
  minLength: 'tooShort',
  maxLength: 'tooLong',
  minItems: 'tooFew',
  maxItems: 'tooMany',
  maxProperties: 'tooMany',
  minimum: 'range',
  maximum: 'range',
  uniqueItems: 'duplicateItem',
}

function toError(error: ErrorObject): ManifestError | null {
  const p = error.params as Record<string, unknown>
  switch (error.keyword) {
    case 'required':
      return { path: pathOf(error.instancePath, String(p.missingProperty)), key: 'required', message: 'is required' }
    case 'additionalProperties':
      return {
        path: pathOf(error.instancePath, String(p.additionalProperty)),
        key: 'notAllowed',
        message: 'is not a manifest field',
      }
    case 'propertyNames':
      return null // the name's own pattern error follows, with the name in its path
    case 'enum':
      return {
        path: pathOf(error.instancePath),
        key: 'oneOf',
        message: `must be one of ${(p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`,
        params: { allowed: (p.allowedValues as unknown[]).join(', ') },
      }
    default: {
      const params: Record<string, string | number> | undefined =
        'limit' in p ? { limit: Number(p.limit) } : 'type' in p ? { type: String(p.type) } : undefined
      const path =
        error.keyword === 'pattern' && error.propertyName !== undefined
          ? pathOf(error.instancePath, error.propertyName)
          : pathOf(error.instancePath)
      const message = error.keyword === 'pattern' ? (PATTERN_WORDS[String(p.pattern)] ?? error.message) : error.message
      return {
        path,
        key: keyOf[error.keyword] ?? 'invalid',
        message: message ?? 'is not valid',
        ...(params ? { params } : {}),
      }
    }
  }
}

/** Every shape problem of `raw`; empty when it has the manifest's shape. */
export function schemaErrors(raw: unknown): ManifestError[] {
  if (check(raw)) return []
  return (check.errors ?? []).map(toError).filter((e): e is ManifestError => e !== null)
}
