import type { JsonSchema } from '../../core/http/schema'

/** JSON schema pieces of the scheduling routes still registered by hand (the set-up routes take theirs from the contract). */
export const dateSchema: JsonSchema = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' }
