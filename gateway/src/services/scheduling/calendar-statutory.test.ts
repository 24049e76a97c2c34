import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'

const P = '/gateway/paiban/web/calendar'
/** A year the seed leaves alone, whose statutory days are known (2030: Spring Festival from 2 February). */
const YEAR = 2030

describe('statutory holidays and bridged rest days in a work calendar', () => {
  let gateway: TestGateway
  let hr: string
  let calendarId: number
  const daysOf = async () =>
    Object.fromEntries(
      (await gateway.post(`${P}/days`, { calendarId, year: YEAR }, hr)).body.result.days.map(
        (d: { day: string; kind: string; statutory: boolean }) => [d.day, [d.kind, d.statutory]],
      ),
    )

  beforeAll(async () => {
    gateway = await startTestGateway()
    hr = await gateway.login('hr', 'Hr@123456789')
    calendarId = (await gateway.post(`${P}/list`, {}, hr)).body.result[0].id
    await gateway.ctx.db.deleteFrom('calendar_day').where('day', '>=', `${YEAR}-01-01`).execute()
  })
  afterAll(() => gateway.close())

  it("saves a holiday as said, or where not said as statutory only on one of the year's statutory days", async () => {
    const save = async (day: string, kind: string, statutory?: boolean) =>
      (
        await gateway.post(
          `${P}/saveDay`,
          {
            calendarId,
            day,
            kind,
            nameZh: '国庆节',
            nameEn: 'National Day',
            ...(statutory === undefined ? {} : { statutory }),
          },
          hr,
        )
      ).body.code
    expect(await save(`${YEAR}-10-03`, 'holiday')).toBe(0)
    expect(await save(`${YEAR}-10-04`, 'holiday')).toBe(0)
    expect(await save(`${YEAR}-10-05`, 'holiday', true)).toBe(0)
    expect(await save(`${YEAR}-10-01`, 'holiday', false)).toBe(0)
    expect(await save(`${YEAR}-10-12`, 'workday', true)).toBe(0)
    expect(await daysOf()).toEqual({
      [`${YEAR}-10-01`]: ['holiday', false],
      [`${YEAR}-10-03`]: ['holiday', true],
      [`${YEAR}-10-04`]: ['holiday', false],
      [`${YEAR}-10-05`]: ['holiday', true],
      [`${YEAR}-10-12`]: ['workday', false],
    })
  })

  it("imports a file whose holidays say statutory or bridged, or leave it to the year's statutory days, and changes a day only told otherwise", async () => {
    const csv = [
      'date,kind,name',
      `${YEAR}-02-01,调休,春节`,
      `${YEAR}-02-02,休,春节`,
      `${YEAR}-02-06,休,春节`,
      `${YEAR}-10-01,法定,国庆节`,
    ].join('\n')
    const imported = (await gateway.post(`${P}/import`, { calendarId, fileName: 'cn.csv', content: csv }, hr)).body
    expect(imported.result).toMatchObject({ added: 3, updated: 1, rejected: [] })
    expect(await daysOf()).toMatchObject({
      [`${YEAR}-02-01`]: ['holiday', false],
      [`${YEAR}-02-02`]: ['holiday', true],
      [`${YEAR}-02-06`]: ['holiday', false],
      [`${YEAR}-10-01`]: ['holiday', true],
    })
    // The same file again changes nothing.
    const again = (await gateway.post(`${P}/import`, { calendarId, fileName: 'cn.csv', content: csv }, hr)).body
    expect(again.result).toMatchObject({ added: 0, updated: 0 })
  })
})
