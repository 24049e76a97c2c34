import Type, { type Static, type TSchema, type TUnsafe } from 'typebox'

/**
 * The schema builders every route declares its fields with (TypeBox, so each schema is also a type). The gateway's
 * validator cleans every string it validates (a line: breaks become spaces, controls go); `paragraph()` keeps line
 * breaks through the `cleanText` keyword. Request objects drop unknown properties.
 */
export { Type, type Static, type TSchema }

/** A request body or query: the named fields, unknown ones dropped; `required` lists the fields that must be given. */
export function objectBody<P extends Record<string, TSchema>, R extends keyof P & string = never>(
  properties: P,
  required: R[] = [],
) {
  const fields = Object.fromEntries(
    Object.entries(properties).map(([name, schema]) => [
      name,
      required.includes(name as R) ? schema : Type.Optional(schema),
    ]),
  )
  return Type.Object(fields, { additionalProperties: false }) as unknown as TUnsafe<
    { [K in R]: Static<P[K]> } & { [K in Exclude<keyof P, R>]?: Static<P[K]> }
  >
}

/** One line of text (a name, a title): line breaks become spaces, controls go. */
export const text = (maxLength = 200, minLength = 0) => Type.String({ minLength, maxLength })
/** Free text of several lines (a reason, a comment, a description): its line breaks stay, controls go. */
export const paragraph = (maxLength = 2000, minLength = 0) =>
  Type.String({ minLength, maxLength, cleanText: 'paragraph' })
/** A row id: a positive 32-bit integer. */
export const id = () => Type.Integer({ minimum: 1, maximum: 2_147_483_647 })
export const flag = () => Type.Boolean()
/** Tenant ids, language codes and the like arrive as numbers or strings, depending on the caller. */
export const loose = (maxLength = 50) => Type.Unsafe<string | number>({ type: ['string', 'number'], maxLength })
/** An integer within bounds (a page number, a row count, a sort order). */
export const int = (minimum: number, maximum: number) => Type.Integer({ minimum, maximum })
/** A list of ids, at most `maxItems`. */
export const ids = (maxItems: number) => Type.Array(id(), { maxItems })
/** One of the words (a string schema with `enum`, as the validator has always checked them). */
export const oneOf = <const W extends readonly string[]>(words: W, options: Record<string, unknown> = {}) =>
  Type.Unsafe<W[number]>({ type: 'string', enum: [...words], ...options })
/** A string matching the pattern (a month, an amount). */
export const matching = (pattern: string) => Type.String({ pattern })

// Answers: the shapes handlers send back (not validated on the way in, so no cleaning or length rules needed).

/** The value or null, in the one `type` list fast serialisers handle without trying alternatives. */
export function nullable<S extends TSchema>(schema: S): TUnsafe<Static<S> | null> {
  const plain = schema as Record<string, unknown>
  // A list of words (oneOf) takes null among its words too, or the null its type now allows would fail the enum.
  const words = Array.isArray(plain.enum) ? { enum: [...plain.enum, null] } : {}
  if (typeof plain.type === 'string' && plain.type !== 'object' && plain.type !== 'array')
    return Type.Unsafe({ ...plain, type: [plain.type, 'null'], ...words })
  return Type.Unsafe(Type.Union([schema, Type.Null()]))
}
/** A map from keys to values (`{ code: amount }`). */
export const dict = <S extends TSchema>(value: S) =>
  Type.Unsafe<Record<string, Static<S>>>({ type: 'object', additionalProperties: value })
/** A value the contract does not describe field by field (an audit entry's free detail). */
export const anything = () => Type.Unsafe<unknown>({})
/** An object whose fields are all required. */
export const record = Type.Object
export const list = Type.Array
export const str = () => Type.String()
export const num = () => Type.Number()
export const integer = () => Type.Integer()
export const bool = () => Type.Boolean()
export const optional = Type.Optional
export const literal = Type.Literal
