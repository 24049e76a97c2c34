import type { Static } from 'typebox'
import type { BodyOf, ResultOf } from '../route'
import type { deliveries, delivery } from './deliveries'
import type { choices, preferences } from './preferences'

// The notification routes' wire types, from the contract's schemas (apps import them from @hr-portal/api/client/notify).

export type Choices = Static<typeof choices>
export type ChoiceInput = BodyOf<typeof preferences.save>['choices'][number]
export type DeliveryRow = Static<typeof delivery>
export type DeliveryPage = ResultOf<typeof deliveries.list>
export type DeliveryQuery = BodyOf<typeof deliveries.list>
