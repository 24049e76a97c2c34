import type { Lang } from '../../../core/lang'

/** The relations a family member may have to the person. */
export const RELATIONS = ['spouse', 'parent', 'child', 'sibling', 'other'] as const
export type Relation = (typeof RELATIONS)[number]

const RELATION_LABELS: Record<Relation, { zh: string; en: string }> = {
  spouse: { zh: '配偶', en: 'Spouse' },
  parent: { zh: '父母', en: 'Parent' },
  child: { zh: '子女', en: 'Child' },
  sibling: { zh: '兄弟姐妹', en: 'Sibling' },
  other: { zh: '其他', en: 'Other' },
}

/** One family member as stored: n name, r relation, p phone, e emergency contact (1) or not (0). */
export interface FamilyMember {
  n: string
  r: Relation
  p: string
  e: 0 | 1
}

/** At most this many members, and the stored list at most 500 characters. */
export const MAX_MEMBERS = 8
export const MAX_FAMILY_TEXT = 500
const PHONE = /^[0-9+\-() ]{5,30}$/

export type FamilyProblem = 'format' | 'tooMany' | 'name' | 'relation' | 'phone'

/**
 * Checks a family list given as JSON text (an array of members) and returns it as stored (compact, trimmed), or the
 * problem: each member has a name (1–50 characters), one of the relations, a phone (5–30 digits or + - ( ) space),
 * and says whether they are an emergency contact.
 */
export function checkFamily(given: string): { ok: true; text: string } | { ok: false; problem: FamilyProblem } {
  if (!given.trim()) return { ok: true, text: '' }
  let list: unknown
  try {
    list = JSON.parse(given)
  } catch {
    return { ok: false, problem: 'format' }
  }
  if (!Array.isArray(list)) return { ok: false, problem: 'format' }
  if (list.length > MAX_MEMBERS) return { ok: false, problem: 'tooMany' }
  const members: FamilyMember[] = []
  for (const item of list) {
    if (typeof item !== 'object' || item === null) return { ok: false, problem: 'format' }
    const { n, r, p, e } = item as Record<string, unknown>
    const name = typeof n === 'string' ? n.trim() : ''
    if (!name || name.length > 50) return { ok: false, problem: 'name' }
    if (!RELATIONS.includes(r as Relation)) return { ok: false, problem: 'relation' }
    const phone = typeof p === 'string' ? p.trim() : ''
    if (!PHONE.test(phone)) return { ok: false, problem: 'phone' }
    members.push({ n: name, r: r as Relation, p: phone, e: e === 1 || e === true ? 1 : 0 })
  }
  const text = members.length ? JSON.stringify(members) : ''
  return text.length > MAX_FAMILY_TEXT ? { ok: false, problem: 'tooMany' } : { ok: true, text }
}

/** The stored list read back (an empty list for '' or anything unreadable). */
export function familyOf(text: string): FamilyMember[] {
  if (!text) return []
  try {
    const list: unknown = JSON.parse(text)
    return Array.isArray(list) ? (list as FamilyMember[]) : []
  } catch {
    return []
  }
}

/** The list as one line of text in a language: 'Li Na (Spouse, 13800138000, emergency contact); …'. */
export function familyText(lang: Lang, text: string): string {
  const en = lang === 'en'
  return familyOf(text)
    .map((m) => {
      const relation = RELATION_LABELS[m.r]?.[en ? 'en' : 'zh'] ?? m.r
      const emergency = m.e ? (en ? ', emergency contact' : '，紧急联系人') : ''
      return en ? `${m.n} (${relation}, ${m.p}${emergency})` : `${m.n}（${relation}，${m.p}${emergency}）`
    })
    .join(en ? '; ' : '；')
}

/** A bank account number as anyone without the right to see it whole sees it: its last 4 digits. */
export const maskedAccount = (account: string): string => (account ? `**** ${account.slice(-4)}` : '')
