/** Small builders for Fastify JSON schemas of request bodies; unknown properties are dropped. */

export type JsonSchema = Record<string, unknown>

export function objectBody(properties: Record<string, JsonSchema>, required: string[] = []): JsonSchema {
  return { type: 'object', properties, required, additionalProperties: false }
}

/** One line of text (a name, a title): line breaks become spaces, controls go (core/text/clean-text.ts, for every string). */
export const text = (maxLength = 200, minLength = 0): JsonSchema => ({ type: 'string', minLength, maxLength })
/** Free text of several lines (a reason, a comment, a description): its line breaks stay, controls go. */
export const paragraph = (maxLength = 2000, minLength = 0): JsonSchema => ({ type: 'string', minLength, maxLength, cleanText: 'paragraph' })
export const id = (): JsonSchema => ({ type: 'integer', minimum: 1, maximum: 2_147_483_647 })
export const flag = (): JsonSchema => ({ type: 'boolean' })
/** Tenant ids, language codes and the like arrive as numbers or strings, depending on the caller. */
export const loose = (maxLength = 50): JsonSchema => ({ type: ['string', 'number'], maxLength })
