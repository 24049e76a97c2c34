import type { GatewayContext } from '../../../core/context'
import { GatewayError, codes } from '../../../core/errors'
import type { Lang } from '../../../core/lang'
import { openAccounts, type AccountNameRule } from '../../people'
import type { RefusedRow } from './error-report'

/** The import's option to open accounts for the staff it inserts: how they are named and the roles they get. */
export interface ImportAccounts {
  nameRule: AccountNameRule
  roleIds: number[]
}

/** A row inserted: the staff record made from it, its line in the file and its cells (for the report). */
export interface InsertedRow {
  employeeId: number
  line: number
  cells: string[]
}

const texts = {
  noRole: { zh: '角色 {id} 不存在', en: 'Role {id} not found' },
  refused: { zh: '已导入，未开通账号：{reason}', en: 'Imported, no account opened: {reason}' },
  summary: {
    zh: '已为 {opened} 人开通账号，{refused} 人未开通（原因见错误报告）',
    en: 'Accounts opened for {opened}, not for {refused} (the reasons are in the error report)',
  },
} as const
const say = (lang: Lang, key: keyof typeof texts, vars: Record<string, string | number>) =>
  texts[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? ''))

/** Refuses (400201) a role that is not the tenant's, before the import starts. */
export async function checkRoles(ctx: GatewayContext, tenantId: number, roleIds: number[], lang: Lang): Promise<void> {
  if (!roleIds.length) return
  const roles = await ctx.db
    .selectFrom('role')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', roleIds)
    .execute()
  const unknown = roleIds.find((roleId) => !roles.some((role) => role.id === roleId))
  if (unknown !== undefined) throw new GatewayError(codes.roleNotFound, say(lang, 'noRole', { id: unknown }))
}

/**
 * Opens accounts for the rows inserted, in one transaction (the people commands' openAccounts: ACCOUNTS_OPENED grants
 * their leave); answers the rows refused, as rows of the import's report, and the task's closing message.
 */
export async function openImportedAccounts(
  ctx: GatewayContext,
  task: { tenant_id: number; user_id: number },
  lang: Lang,
  accounts: ImportAccounts,
  inserted: InsertedRow[],
): Promise<{ refused: RefusedRow[]; message: string }> {
  const done = await ctx.db
    .transaction()
    .execute((trx) =>
      openAccounts(
        { db: trx, tenantId: task.tenant_id, actor: task.user_id, lang, now: ctx.now() },
        { employeeIds: inserted.map((row) => row.employeeId), nameRule: accounts.nameRule, roleIds: accounts.roleIds },
      ),
    )
  const refused = done.refused.map((refusal) => {
    const row = inserted.find((r) => r.employeeId === refusal.employeeId)
    return { line: row?.line ?? 0, cells: row?.cells ?? [], reason: say(lang, 'refused', { reason: refusal.message }) }
  })
  return { refused, message: say(lang, 'summary', { opened: done.opened.length, refused: refused.length }) }
}
