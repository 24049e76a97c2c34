// JSON schema pieces of the routes' bodies (Fastify validates each body before its handler runs).

/** A non-blank string of at most `max` characters. */
export const text = (max: number) => ({ type: 'string', minLength: 1, maxLength: max, pattern: '\\S' })

export const id = { type: 'integer', minimum: 1, maximum: 2_147_483_647 }

export const score = { type: 'integer', minimum: 1, maximum: 5 }

/** An object with exactly these properties (the `required` ones must be present). */
export const body = (properties: Record<string, object>, required: string[] = []) => ({
  type: 'object',
  properties,
  required,
  additionalProperties: false,
})
