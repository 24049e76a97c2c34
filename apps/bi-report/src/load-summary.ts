import type { HeadcountSummary as Answer } from '@hr-portal/api/client/report'
import type { Http } from '@hr-portal/bridge/http'

/** One of the latest hires, typed by the contract (api/src/report). */
export type RecentHire = Answer['recentHires'][number]
/** The summary as the app draws it: the contract's, a division by its name and headcount only. */
export type HeadcountSummary = Omit<Answer, 'byOrgan'> & {
  byOrgan: Array<Pick<Answer['byOrgan'][number], 'organName' | 'headcount'>>
}

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

/** The gateway's answer, checked before it is drawn; rows that are not well formed are dropped. */
export function readSummary(value: unknown): HeadcountSummary {
  if (!isRecord(value) || !Array.isArray(value.byOrgan) || !Array.isArray(value.byMonth)) {
    throw new Error('the headcount summary is not in the expected shape')
  }
  return {
    byOrgan: value.byOrgan
      .filter(
        (row): row is Record<string, unknown> =>
          isRecord(row) && typeof row.organName === 'string' && isCount(row.headcount),
      )
      .map((row) => ({ organName: row.organName as string, headcount: row.headcount as number })),
    byMonth: value.byMonth
      .filter(
        (row): row is Record<string, unknown> =>
          isRecord(row) && typeof row.month === 'string' && isCount(row.hires) && isCount(row.leavers),
      )
      .map((row) => ({ month: row.month as string, hires: row.hires as number, leavers: row.leavers as number })),
    recentHires: (Array.isArray(value.recentHires) ? value.recentHires : [])
      .filter(
        (row): row is Record<string, unknown> =>
          isRecord(row) &&
          Number.isInteger(row.id) &&
          typeof row.name === 'string' &&
          typeof row.organName === 'string' &&
          typeof row.entryDate === 'string',
      )
      .map((row) => ({
        id: row.id as number,
        name: row.name as string,
        organName: row.organName as string,
        entryDate: row.entryDate as string,
      })),
  }
}

/** Headcount per division and hires and leavers per month, for the last `months` months. */
export async function loadSummary(http: Http, months = 12): Promise<HeadcountSummary> {
  const answer = await http.postJson('/report/web/headcount/summary', { months })
  return readSummary(answer.result ?? answer.data)
}
