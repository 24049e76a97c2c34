/** Supplier categories; the app names each in the user's language. */
export const CATEGORIES = ['office', 'logistics', 'it', 'travel', 'catering', 'facilities', 'other'] as const

/** Kinds of qualification document. */
export const DOCUMENT_TYPES = ['licence', 'quality', 'tax', 'safety', 'other'] as const

export type Category = (typeof CATEGORIES)[number]
export type DocumentType = (typeof DOCUMENT_TYPES)[number]

/** pending: no valid document yet; qualified: at least one; suspended: set aside by a user, whatever its documents. */
export const STATUSES = ['pending', 'qualified', 'suspended'] as const

export type SupplierStatus = (typeof STATUSES)[number]
