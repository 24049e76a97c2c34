import type { PlatformMember } from '../../integrations/messaging/directory'
import type { FieldChange } from './plan-steps'
import type { PortalPerson } from './portal-state'
import type { FieldRules } from './rules'
import type { Reason } from './texts'

/** The reason a date of the platform was not taken: the date work began would come after the entry date. */
const refusal = (workStart: string, entry: string): Reason => ({
  key: 'workStartAfterEntry',
  vars: { workStart, entry },
})

/**
 * The entry date and the date work began a member brings to a person (null: one the sync creates), where the rules
 * let the platform win and its day differs. Work begins on the entry date at the latest, so a date work began after
 * the entry date is refused (left out, with the reason), and so is an entry date before the date the record keeps.
 * 'YYYY-MM-DD' days compare as text.
 */
export function dateChanges(
  member: PlatformMember,
  person: PortalPerson | null,
  rules: FieldRules,
): { changes: FieldChange[]; refused: Reason } {
  const changes: FieldChange[] = []
  let refused: Reason = null
  if (!person) {
    if (member.entryDate) changes.push({ field: 'entryDate', before: null, after: member.entryDate })
    if (member.workStartDate && member.entryDate && member.workStartDate > member.entryDate)
      refused = refusal(member.workStartDate, member.entryDate)
    else if (member.workStartDate) changes.push({ field: 'workStartDate', before: null, after: member.workStartDate })
    return { changes, refused }
  }
  const wins = (field: 'entryDate' | 'workStartDate') =>
    rules[field] === 'platform' && member[field] !== null && member[field] !== person[field] ? member[field] : null
  let entry = wins('entryDate')
  let workStart = wins('workStartDate')
  if (workStart && workStart > (entry ?? person.entryDate)) {
    refused = refusal(workStart, entry ?? person.entryDate)
    workStart = null
  }
  const keptWorkStart = workStart ?? person.workStartDate
  if (entry && keptWorkStart && keptWorkStart > entry) {
    refused = refusal(keptWorkStart, entry)
    entry = null
  }
  if (entry) changes.push({ field: 'entryDate', before: person.entryDate, after: entry })
  if (workStart) changes.push({ field: 'workStartDate', before: person.workStartDate, after: workStart })
  return { changes, refused }
}
