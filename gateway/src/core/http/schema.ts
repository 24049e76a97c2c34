import * as contract from '@hr-portal/api/schema'

/**
 * Small builders for Fastify JSON schemas of request bodies; unknown properties are dropped. One definition: the
 * contract package's (api/src/schema.ts), typed loosely here for the routes not yet declared in the contract.
 */
export type JsonSchema = Record<string, unknown>

export function objectBody(properties: Record<string, JsonSchema>, required: string[] = []): JsonSchema {
  return contract.objectBody(properties, required as never) as unknown as JsonSchema
}

/** One line of text (a name, a title): line breaks become spaces, controls go (core/text/clean-text.ts, for every string). */
export const text = (maxLength = 200, minLength = 0): JsonSchema =>
  contract.text(maxLength, minLength) as unknown as JsonSchema
/** Free text of several lines (a reason, a comment, a description): its line breaks stay, controls go. */
export const paragraph = (maxLength = 2000, minLength = 0): JsonSchema =>
  contract.paragraph(maxLength, minLength) as unknown as JsonSchema
export const id = (): JsonSchema => contract.id() as unknown as JsonSchema
export const flag = (): JsonSchema => contract.flag() as unknown as JsonSchema
/** Tenant ids, language codes and the like arrive as numbers or strings, depending on the caller. */
export const loose = (maxLength = 50): JsonSchema => contract.loose(maxLength) as unknown as JsonSchema
