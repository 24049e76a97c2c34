import { id, text, type JsonSchema } from '../../core/http/schema'

/** JSON schema pieces of the scheduling routes. */
export const dateSchema: JsonSchema = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' }
export const timeSchema: JsonSchema = { type: 'string', pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' }
export const yearSchema: JsonSchema = { type: 'integer', minimum: 2000, maximum: 2100 }
export const nameSchema = (max = 60): JsonSchema => text(max, 1)
export const idList = (max: number): JsonSchema => ({ type: 'array', items: id(), maxItems: max, uniqueItems: true })
export const minutes = (max: number): JsonSchema => ({ type: 'integer', minimum: 0, maximum: max })
/** A week pattern: 7 entries, Monday first, a shift id or 0 for rest. */
export const weekSchema: JsonSchema = { type: 'array', items: { type: 'integer', minimum: 0, maximum: 2_147_483_647 }, minItems: 7, maxItems: 7 }
