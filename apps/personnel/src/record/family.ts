/** The relations a family member may have (the gateway's list, services/personnel/records/family.ts). */
export const RELATIONS = ['spouse', 'parent', 'child', 'sibling', 'other'] as const

/** One family member as the record keeps it: n name, r relation, p phone, e emergency contact (1) or not (0). */
export interface FamilyMember {
  n: string
  r: string
  p: string
  e: 0 | 1
}

/** The record's family value read as a list (an empty list for nothing or anything unreadable). */
export function familyList(value: unknown): FamilyMember[] {
  if (typeof value !== 'string' || !value) return []
  try {
    const list: unknown = JSON.parse(value)
    return Array.isArray(list) ? (list as FamilyMember[]) : []
  } catch {
    return []
  }
}

/** The list as the record's value: JSON, or null when empty. */
export const familyValue = (members: FamilyMember[]): string | null => (members.length ? JSON.stringify(members) : null)
