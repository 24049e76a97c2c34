import type { Migration } from 'kysely'
import * as appWebhooks from './169-app-webhooks'

/** The migrations of the webhooks service's own tables. */
export const migrations: Record<string, Migration> = {
  '169-app-webhooks': appWebhooks,
}
