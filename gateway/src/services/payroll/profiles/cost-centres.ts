import type { Db } from '../../../core/db/types'
import { choicesOf, dictionariesOf, valueName } from '../../masterdata'

/** The master-data dictionary whose values a profile's cost centre takes (its code is stored). */
export const COST_CENTRE_DICTIONARY = 'costCentre'

/** The tenant's cost centres: the choices a form offers (enabled values in order), every value's name, and the enabled codes. */
export async function costCentresOf(db: Db, tenantId: number, now: number, en: boolean) {
  const [dictionary] = await dictionariesOf(db, tenantId, now, [COST_CENTRE_DICTIONARY])
  const values = dictionary?.values ?? []
  return {
    choices: choicesOf(dictionary, en),
    names: new Map(values.map((value) => [value.code, valueName(value, en)])) as ReadonlyMap<string, string>,
    enabled: new Set(values.filter((value) => value.enabled).map((value) => value.code)) as ReadonlySet<string>,
  }
}
