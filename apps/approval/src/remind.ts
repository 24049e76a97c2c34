import type { CenterRow } from './center-api'

/** A request's approver as the workflow names them (getCandidates), with their step status. */
export interface Candidate {
  name: string
  status: string
}

/** The two workflow calls a reminder makes: send it, then read who the current step waits for. */
export interface RemindCalls {
  send: (instanceId: string) => Promise<unknown>
  candidates: (instanceId: string) => Promise<{ candidates: Candidate[] }>
}

/**
 * Reminds the current step's approvers of a request and answers their names, so the page can say whom it reminded.
 * A refused reminder rejects; names that cannot be read answer none (the reminder went out all the same).
 */
export async function remindAndName(row: Pick<CenterRow, 'id'>, calls: RemindCalls): Promise<string[]> {
  await calls.send(row.id)
  try {
    const { candidates } = await calls.candidates(row.id)
    return candidates.filter((c) => c.status === 'pending').map((c) => c.name)
  } catch {
    return []
  }
}
