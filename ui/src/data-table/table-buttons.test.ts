import { describe, expect, it } from 'vitest'
import { buttonsFor, changeButtons, TABLE_BUTTON_EVENTS, tableButtonLabels, type TableButton } from './table-buttons'

type Row = { status: number }
const base: TableButton<Row>[] = [
  { event: 'view', text: 'View' },
  { event: 'modify', text: 'Modify' },
  { event: 'delete', text: 'Delete' },
]

describe('table buttons (§4, §9)', () => {
  it('has the 16 §9 labels in both languages', () => {
    expect(TABLE_BUTTON_EVENTS).toHaveLength(16)
    for (const language of ['zh-CN', 'en'] as const)
      expect(Object.keys(tableButtonLabels[language])).toEqual([...TABLE_BUTTON_EVENTS])
    expect(tableButtonLabels.en.maternityLeave).toBe('Supplementary maternity leave')
  })

  it('replaces, prepends, appends and splices without changing the old configuration', () => {
    const events = (list: TableButton<Row>[]) => list.map((b) => b.event)
    expect(events(changeButtons(base, { kind: 'replace', buttons: [{ event: 'copy', text: 'Copy' }] }))).toEqual([
      'copy',
    ])
    expect(events(changeButtons(base, { kind: 'prepend', buttons: [{ event: 'approve', text: 'Approve' }] }))).toEqual([
      'approve',
      'view',
      'modify',
      'delete',
    ])
    expect(events(changeButtons(base, { kind: 'append', buttons: [{ event: 'lock', text: 'Lock' }] }))).toEqual([
      'view',
      'modify',
      'delete',
      'lock',
    ])
    expect(
      events(
        changeButtons(base, {
          kind: 'splice',
          start: 1,
          deleteCount: 1,
          buttons: [
            { event: 'pass', text: 'Pass' },
            { event: 'reject', text: 'Reject' },
          ],
        }),
      ),
    ).toEqual(['view', 'pass', 'reject', 'delete'])
    expect(events(base)).toEqual(['view', 'modify', 'delete'])
  })

  it("updates one button's condition and confirm prompt per event", () => {
    const next = changeButtons(base, {
      kind: 'update',
      event: 'delete',
      condition: (row) => row.status === 0,
      confirm: 'Delete this record?',
    })
    expect(next[2].confirm).toBe('Delete this record?')
    expect(buttonsFor(next, { status: 0 }).map((b) => b.event)).toEqual(['view', 'modify', 'delete'])
    expect(buttonsFor(next, { status: 1 }).map((b) => b.event)).toEqual(['view', 'modify'])
  })
})
