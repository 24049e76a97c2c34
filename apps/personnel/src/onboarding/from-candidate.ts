import { useEffect, useEffectEvent, useState } from 'react'
import { candidateValues, markCandidateHired, type FieldValue } from '../api'

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
    candidateValues(candidateId)
      .then(({ values }) => {
        fillValues(values)
        setState({ name: values.name, error: '' })
      })
      .catch((error: Error) => setState({ name: '', error: error.message }))
  }, [candidateId])
  return state
}

/** Marks the candidate hired and linked to the new employee; answers the failure's message, or '' when done. */
export async function markHired(candidateId: number, employeeId: number): Promise<string> {
  try {
    await markCandidateHired(candidateId, employeeId)
    return ''
  } catch (error) {
    return (error as Error).message
  }
}
