import type { Static } from 'typebox'
import type { leftPerson, someone } from './lookups'
import type { organNode, userPage, userRow } from './directory'

// The ums service's wire types, from the contract's schemas (apps import them from @hr-portal/api/client/ums).
export type Organ = Static<typeof organNode>
export type UserRow = Static<typeof userRow>
export type UserPage = Static<typeof userPage>
export type Someone = Static<typeof someone>
export type LeftPerson = Static<typeof leftPerson>
