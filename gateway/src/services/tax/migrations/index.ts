import type { Migration } from 'kysely'
import * as etax from './064-etax'
import * as socialParts from './076-etax-social-parts'
import * as firstIncome from './086-etax-first-income'
import * as sixtyThousand from './132-etax-sixty-thousand'
import * as opening from './139-etax-opening'
import * as severance from './154-etax-severance'

/** The migrations that create or change only the income tax service's tables. */
export const migrations: Record<string, Migration> = {
  '064-etax': etax,
  '076-etax-social-parts': socialParts,
  '086-etax-first-income': firstIncome,
  '132-etax-sixty-thousand': sixtyThousand,
  '139-etax-opening': opening,
  '154-etax-severance': severance,
}
