import type { Static } from 'typebox'
import type { item } from './items'
import type { auditEntry, line, lines, run } from './runs'

// The payroll service's answer types, from the contract's schemas (apps import them from @hr-portal/api/client/salary).
export type Item = Static<typeof item>
export type Run = Static<typeof run>
export type Line = Static<typeof line>
export type Lines = Static<typeof lines>
export type AuditEntry = Static<typeof auditEntry>
