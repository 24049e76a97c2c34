import { callThrough } from '@hr-portal/api/client'
import { personnelApi } from '@hr-portal/api/client/personnel'
import { http } from '@hr-portal/kit'

const ums = personnelApi(callThrough(http))

/** A record's history, the moves and the people search of the moves form, typed by the contract (api/src/personnel/moves.ts). */
export const movesApi = {
  history: (id: number, offset: number) => ums.moves.history({ id, offset, limit: 50 }),
  list: (status?: MoveStatus) => ums.moves.list(status ? { status } : {}),
  create: (body: MoveInput) => ums.moves.create(body),
  /** Staff on the job by name or job number, 10 a page with the total (the people picker offers the next page). */
  findPeople: (keyword: string, page = 1) => ums.lookups.findPeoplePage({ keyword, page, rows: 10 }),
  options: (organId?: number) => ums.records.options(organId ? { organId } : {}),
  probation: (employeeId: number) => ums.probation.state({ employeeId }),
  review: (body: ReviewInput) => ums.probation.request(body),
  move: (id: string) => ums.moves.get({ id }),
  probationReview: (id: string) => ums.probation.get({ id }),
}

export type HistoryPage = Awaited<ReturnType<typeof ums.moves.history>>
export type HistoryItem = HistoryPage['items'][number]
export type StaffMove = Awaited<ReturnType<typeof ums.moves.create>>
export type MoveStatus = StaffMove['status']
export type MoveKind = StaffMove['kind']
export type MoveInput = Parameters<typeof ums.moves.create>[0]
export type ProbationState = Awaited<ReturnType<typeof ums.probation.state>>
export type ReviewInput = Parameters<typeof ums.probation.request>[0]
export type ReviewKind = ReviewInput['kind']
