// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderAccessible } from '../testing/render'
import { DayKindKey } from './day-kind-key'
import type { DayKindView } from './day-kinds'
import { monthGridLabels } from './labels'
import { MonthGrid, type MonthGridRow } from './month-grid'

/** 1–12 October 2026: the 1st to the 7th off for National Day, Saturday the 10th worked to make up for it. */
const days = Array.from({ length: 12 }, (_, i) => `2026-10-${String(i + 1).padStart(2, '0')}`)
const national: DayKindView = { kind: 'holiday', name: '国庆节' }
const dayKinds: Record<string, DayKindView> = {
  ...Object.fromEntries(
    days.map((day) => [
      day,
      { kind: new Date(`${day}T00:00:00Z`).getUTCDay() % 6 === 0 ? 'rest' : 'work' } as DayKindView,
    ]),
  ),
  ...Object.fromEntries(days.slice(0, 3).map((day) => [day, national])),
  // 4–7 October: bridged rest days of the holiday period, not statutory holidays.
  ...Object.fromEntries(days.slice(3, 7).map((day) => [day, { ...national, bridged: true }])),
  '2026-10-10': { kind: 'makeUp', name: '国庆节调休' },
}
const people: MonthGridRow[] = [
  { id: 1, name: '张三', jobNumber: 'E001' },
  // On a calendar without National Day: works the 8th… as every weekday, rests on the 10th.
  {
    id: 2,
    name: 'Ann Lee',
    jobNumber: 'E002',
    dayKinds: { '2026-10-01': { kind: 'work' }, '2026-10-10': { kind: 'rest' } },
  },
]

const header = (day: string) => screen.getAllByRole('columnheader').find((th) => th.getAttribute('abbr') === day)!
const cellOf = (row: number, day: string) => document.querySelector(`tr[data-employee="${row}"] td[data-day="${day}"]`)!

describe('MonthGrid', () => {
  it("is accessible and shades and names the days as the page's calendar says, holidays and make-up days marked", async () => {
    await renderAccessible(
      <MonthGrid
        label="Shift table"
        testId="grid"
        employeeHeader="Employee"
        days={days}
        dayKinds={dayKinds}
        labels={monthGridLabels['zh-CN']}
        employees={people}
        cell={() => ({ content: null })}
      />,
    )
    // A public holiday on a weekday: marked 休, named in the title and in words for assistive technology.
    const first = header('2026-10-01')
    expect(first.dataset.kind).toBe('holiday')
    expect(first.title).toBe('国庆节（法定节假日）')
    expect(first.textContent).toBe('1休国庆节（法定节假日）')
    expect(within(first).getByText('休').getAttribute('aria-hidden')).toBe('true')
    // A bridged rest day: marked 休 as well, striped apart and named as what it is.
    const fifth = header('2026-10-05')
    expect([fifth.dataset.kind, fifth.dataset.bridged, fifth.title]).toEqual(['holiday', 'true', '国庆节（调休放假）'])
    expect(first.dataset.bridged).toBeUndefined()
    expect(fifth.textContent).toBe('5休国庆节（调休放假）')
    // A make-up working Saturday is no rest day: marked 班 and named.
    const tenth = header('2026-10-10')
    expect(tenth.dataset.kind).toBe('makeUp')
    expect(tenth.textContent).toBe('10班国庆节调休（调休上班日）')
    // The Sunday after it rests; a plain working day carries nothing.
    expect([header('2026-10-11').dataset.kind, header('2026-10-11').title]).toEqual(['rest', '休息日'])
    expect([header('2026-10-09').dataset.kind, header('2026-10-09').textContent, header('2026-10-09').title]).toEqual([
      'work',
      '9',
      '',
    ])
    // The cells follow their column.
    expect(
      [cellOf(1, '2026-10-01'), cellOf(1, '2026-10-10'), cellOf(1, '2026-10-11')].map(
        (td) => (td as HTMLElement).dataset.kind,
      ),
    ).toEqual(['holiday', 'makeUp', 'rest'])
  })

  it("marks the cells where a person's own calendar differs from the columns', in words too", async () => {
    await renderAccessible(
      <MonthGrid
        label="Leave table"
        testId="grid"
        employeeHeader="Employee"
        days={days}
        dayKinds={dayKinds}
        labels={monthGridLabels.en}
        employees={people}
        cell={() => ({ attributes: { 'data-status': 'x' }, content: 'A' })}
      />,
    )
    const worked = cellOf(2, '2026-10-01') as HTMLElement
    expect([worked.dataset.kind, worked.dataset.ownCalendar, worked.dataset.status, worked.title]).toEqual([
      'work',
      'true',
      'x',
      'Own calendar: Working day',
    ])
    expect(worked.textContent).toBe('AWorkOwn calendar: Working day')
    expect((cellOf(2, '2026-10-10') as HTMLElement).title).toBe('Own calendar: Rest day')
    expect((cellOf(2, '2026-10-02') as HTMLElement).dataset).toMatchObject({ kind: 'holiday' })
    expect((cellOf(2, '2026-10-02') as HTMLElement).dataset.ownCalendar).toBeUndefined()
    // The name comes as the gateway gave it (in the reader's language), the kind in the grid's.
    expect(header('2026-10-01').title).toBe('国庆节 (Statutory holiday)')
  })

  it('rests on Saturdays and Sundays when no calendar is given', async () => {
    await renderAccessible(
      <MonthGrid
        label="Attendance"
        testId="grid"
        employeeHeader="Employee"
        days={days}
        labels={monthGridLabels.en}
        employees={people.slice(0, 1)}
        cell={() => ({ content: null })}
      />,
    )
    expect(days.filter((day) => header(day).dataset.kind === 'rest')).toEqual([
      '2026-10-03',
      '2026-10-04',
      '2026-10-10',
      '2026-10-11',
    ])
    expect(
      days.filter((day) => header(day).dataset.kind !== 'rest').every((day) => header(day).dataset.kind === 'work'),
    ).toBe(true)
  })

  it('keys the kinds in the legend (those asked for), the own-calendar entry only when asked', async () => {
    const { rerender } = await renderAccessible(
      <ul aria-label="Legend">
        <DayKindKey labels={monthGridLabels.en} />
      </ul>,
    )
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Rest day',
      'OffStatutory holiday',
      'OffBridged rest day',
      'WorkMake-up working day',
    ])
    rerender(
      <ul aria-label="Legend">
        <DayKindKey labels={monthGridLabels['zh-CN']} own />
      </ul>,
    )
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '休息日',
      '休法定节假日',
      '休调休放假',
      '班调休上班日',
      '休本人日历与表头不同',
    ])
    rerender(
      <ul aria-label="Legend">
        <DayKindKey labels={monthGridLabels.en} kinds={['holiday']} />
      </ul>,
    )
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['OffStatutory holiday'])
  })
})
