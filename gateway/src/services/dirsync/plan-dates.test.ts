import { describe, expect, it } from 'vitest'
import type { PlatformMember } from '../../integrations/messaging/directory'
import { dateChanges } from './plan-dates'
import type { PortalPerson } from './portal-state'
import { DEFAULT_RULES } from './rules'

const member = (entryDate: string | null, workStartDate: string | null): PlatformMember => ({
  id: 'm1',
  name: '周九',
  mobile: '13700000019',
  email: null,
  jobNumber: null,
  departmentIds: ['1'],
  title: null,
  entryDate,
  workStartDate,
  active: true,
})

const person = (entryDate: string, workStartDate: string | null): PortalPerson => ({
  employeeId: 7,
  name: '周九',
  mobile: '13700000019',
  email: '',
  jobNumber: 'J7',
  organId: 1,
  title: '',
  entryDate,
  workStartDate,
  status: 1,
  userId: 9,
})

const refused = (workStart: string, entry: string) => ({ key: 'workStartAfterEntry', vars: { workStart, entry } })

describe('the dates a member brings', () => {
  it('gives a new person both dates, and refuses a date work began after the entry date', () => {
    expect(dateChanges(member('2026-07-01', '2010-03-01'), null, DEFAULT_RULES)).toEqual({
      changes: [
        { field: 'entryDate', before: null, after: '2026-07-01' },
        { field: 'workStartDate', before: null, after: '2010-03-01' },
      ],
      refused: null,
    })
    expect(dateChanges(member('2026-07-01', '2026-07-02'), null, DEFAULT_RULES)).toEqual({
      changes: [{ field: 'entryDate', before: null, after: '2026-07-01' }],
      refused: refused('2026-07-02', '2026-07-01'),
    })
  })

  it('changes a date only when the platform has one that differs and the platform wins it', () => {
    const kept = person('2026-07-01', '2010-03-01')
    expect(dateChanges(member('2026-07-01', '2010-03-01'), kept, DEFAULT_RULES).changes).toEqual([])
    expect(dateChanges(member(null, null), kept, DEFAULT_RULES).changes).toEqual([])
    expect(dateChanges(member(null, '2000-03-01'), kept, DEFAULT_RULES).changes).toEqual([
      { field: 'workStartDate', before: '2010-03-01', after: '2000-03-01' },
    ])
    expect(
      dateChanges(member(null, '2000-03-01'), kept, { ...DEFAULT_RULES, workStartDate: 'portal' }).changes,
    ).toEqual([])
  })

  it("refuses a date work began after the entry date the sync leaves, or an entry date before the record's date work began", () => {
    const kept = person('2026-07-01', '2010-03-01')
    expect(dateChanges(member(null, '2026-09-01'), kept, DEFAULT_RULES)).toEqual({
      changes: [],
      refused: refused('2026-09-01', '2026-07-01'),
    })
    // Both move: the new date work began is checked against the new entry date.
    expect(dateChanges(member('2027-01-04', '2026-09-01'), kept, DEFAULT_RULES).changes).toEqual([
      { field: 'entryDate', before: '2026-07-01', after: '2027-01-04' },
      { field: 'workStartDate', before: '2010-03-01', after: '2026-09-01' },
    ])
    expect(dateChanges(member('2009-05-01', null), kept, DEFAULT_RULES)).toEqual({
      changes: [],
      refused: refused('2010-03-01', '2009-05-01'),
    })
  })
})
