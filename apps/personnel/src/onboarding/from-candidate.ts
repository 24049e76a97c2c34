import { useEffect, useEffectEvent, useState } from 'react'
import type { FieldValue } from '../api'
import { http } from '@hr-portal/kit'

/** The candidate of `/records/new/<candidate id>` (the recruitment app's intent staff.onboard), or null. */
export const candidateOfPath = (path: string): number | null => {
  const match = /^\/records\/new\/(\d+)$/.exec(path)
  return match ? Number(match[1]) : null
}

/** The record's values the recruitment service answers for a candidate with an approved offer; calls `fill` once they arrive. */
export function useCandidateValues(
  candidateId: number | null,
  fill: (values: Record<string, FieldValue>) => void,
): { name: string; error: string } {
  const [state, setState] = useState({ name: '', error: '' })
  const fillValues = useEffectEvent((values: Record<string, FieldValue>) => fill(values))
  useEffect(() => {
    if (candidateId === null) return
    http
      .postJson<{ values: Record<string, FieldValue> }>('/recruit/web/candidate/onboarding', { id: candidateId })
      .then((answer) => {
        fillValues(answer.result!.values)
        setState({ name: String(answer.result!.values.name ?? ''), error: '' })
      })
      .catch((error: Error) => setState({ name: '', error: error.message }))
  }, [candidateId])
  return state
}

/** Marks the candidate hired and linked to the new employee; answers the failure's message, or '' when done. */
export async function markHired(candidateId: number, employeeId: number): Promise<string> {
  try {
    const answer = await http.postJson('/recruit/web/candidate/hired', { id: candidateId, employeeId })
    return answer.code === 0 ? '' : answer.msg
  } catch (error) {
    return (error as Error).message
  }
}
