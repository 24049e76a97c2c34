import type { Static } from 'typebox'
import type { placedWidget, roleLayout, storedLayout } from './layouts'

// The dashboard service's wire types, from the contract's schemas (apps import them from @hr-portal/api/client/dashboard).
export type PlacedWidget = Static<typeof placedWidget>
export type StoredLayout = Static<typeof storedLayout>
export type LayoutSource = StoredLayout['source']
export type RoleLayout = Static<typeof roleLayout>
