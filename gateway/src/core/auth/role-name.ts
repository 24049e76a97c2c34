import type { Lang } from '../lang'

/** The columns of a role that name it: `name` in Chinese, `name_en` in English (null: none given). */
export interface RoleNames {
  name: string
  name_en: string | null
}

/** A role's name in the answer's language: in English its English name when it has one, else its name. */
export const roleName = (role: RoleNames, lang: Lang): string =>
  lang === 'en' && role.name_en ? role.name_en : role.name

/** A role as the lists of roles answer it: its id and its name in the answer's language. */
export const namedRole = (role: RoleNames & { id: number }, lang: Lang): { id: number; name: string } => ({
  id: role.id,
  name: roleName(role, lang),
})
