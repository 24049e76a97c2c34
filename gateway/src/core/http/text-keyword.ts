import type { Ajv, SchemaValidateFunction } from 'ajv'

type Where = Parameters<SchemaValidateFunction>[3]
import { cleanText, type TextKind } from '../text/clean-text'

/** The schema keyword that cleans a string where it is validated: `cleanText: 'line'` or `cleanText: 'paragraph'`. */
export const TEXT_KEYWORD = 'cleanText'

function clean(kind: TextKind, data: string, _schema: unknown, where?: Where): boolean {
  const parent = where?.parentData as Record<string | number, unknown> | undefined
  if (parent !== undefined && where?.parentDataProperty !== undefined)
    parent[where.parentDataProperty] = cleanText(data, kind)
  return true
}

/** Adds the keyword to an Ajv instance: run before the length checks, so they count the cleaned text. */
export function addTextKeyword(ajv: Ajv): void {
  ajv.addKeyword({
    keyword: TEXT_KEYWORD,
    type: 'string',
    schemaType: 'string',
    modifying: true,
    errors: false,
    before: 'maxLength',
    metaSchema: { enum: ['line', 'paragraph'] },
    validate: clean,
  })
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const holdsString = (type: unknown) => type === 'string' || (Array.isArray(type) && type.includes('string'))

/**
 * A copy of a route's schema where every string it declares is cleaned: as a line unless the schema says `paragraph`
 * (schema.ts `paragraph()`). Nested objects, arrays, maps and alternatives are followed.
 */
export function withTextRule(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withTextRule)
  if (!isObject(schema)) return schema
  const copy: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'properties' || key === 'patternProperties') {
      copy[key] = isObject(value)
        ? Object.fromEntries(Object.entries(value).map(([name, part]) => [name, withTextRule(part)]))
        : value
    } else if (
      ['items', 'additionalProperties', 'anyOf', 'oneOf', 'allOf', 'not', 'if', 'then', 'else', 'contains'].includes(
        key,
      )
    ) {
      copy[key] = withTextRule(value)
    } else {
      copy[key] = value
    }
  }
  if (holdsString(copy.type) && copy[TEXT_KEYWORD] === undefined) copy[TEXT_KEYWORD] = 'line'
  return copy
}
