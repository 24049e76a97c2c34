import { randomUUID } from 'node:crypto'
import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, grantedFunction, requireFunction, requireSession } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import type { FileTaskTable } from './tables'
import { ok } from '../../core/envelope'
import { serve } from '../../core/http/serve'
import { langFrom, langOfRequest } from '../../core/lang'
import { csvFile, csvRow } from '../../core/csv'
import { sendFile } from './file-routes'
import { findFile } from './files'
import { checkRoles } from './import/import-accounts'
import { runStaffImport } from './import/run-staff-import'
import { DICTIONARY_FIELDS, TEMPLATE_HEADER } from './import/staff-columns'
import { dictionariesOf, valueName } from '../masterdata'
import { defaultStaffRoles } from '../access'
import { findTask, progressOf, updateTask } from './import/task-store'
import { fileError } from './texts'

/** The staff list's import button (apps/system/manifest.json). */
export const STAFF_IMPORT_FUNCTION = '100203'
/** The records' 'Onboard' button (apps/personnel/manifest.json): also opens accounts for imported staff. */
const ONBOARD_FUNCTION = '110102'

const { imports: routes } = contract.files
const IMPORTABLE = ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']

/** Import tasks (§7 startTask, getProgress, downLoadErrorData, updateProcess) and the staff template. */
export function importRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  const guard = { preHandler: requireSession(ctx) }
  serve(app, routes.start, { preHandler: requireFunction(ctx, STAFF_IMPORT_FUNCTION) }, async (request) => {
    const { user, session } = authOf(request)
    const file = await findFile(ctx, session.tenant_id, request.body.fileId, user.id)
    if (!file) throw fileError(langOfRequest(request), 'fileNotFound')
    if (!IMPORTABLE.includes(file.type)) throw fileError(langOfRequest(request), 'incorrectFormat')
    const given = request.body.accounts
    const accounts = given && {
      ...given,
      roleIds: given.roleIds ?? (await defaultStaffRoles(ctx.db, session.tenant_id)),
    }
    // Opening accounts is onboarding's function; the roles must be the tenant's.
    if (accounts) {
      await grantedFunction(ctx, request, ONBOARD_FUNCTION)
      await checkRoles(ctx, session.tenant_id, accounts.roleIds, langOfRequest(request))
    }
    const now = ctx.now()
    const task: FileTaskTable = {
      tenant_id: session.tenant_id,
      id: randomUUID(),
      user_id: user.id,
      kind: 'staff-import',
      file_id: file.id,
      state: 'pending',
      total: 0,
      done: 0,
      ok_count: 0,
      fail_count: 0,
      error_file_id: null,
      message: '',
      created_at: now,
      updated_at: now,
      seen_at: null,
    }
    await ctx.db.insertInto('file_task').values(task).execute()
    void runStaffImport(ctx, task, langFrom(request.headers['accept-language']), { accounts })
    return ok(progressOf(task))
  })

  serve(app, routes.progress, guard, async (request) => {
    const task = await findTask(ctx.db, authOf(request).session.tenant_id, request.body.taskId, authOf(request).user.id)
    if (!task) throw fileError(langOfRequest(request), 'taskNotFound')
    return ok(progressOf(task))
  })

  // updateProcess: the only change a user makes to a running task is to cancel it (rows already inserted stay).
  serve(app, routes.update, guard, async (request) => {
    const task = await findTask(ctx.db, authOf(request).session.tenant_id, request.body.taskId, authOf(request).user.id)
    if (!task) throw fileError(langOfRequest(request), 'taskNotFound')
    if (task.state === 'pending' || task.state === 'running')
      await updateTask(ctx.db, task, { state: 'cancelled', updated_at: ctx.now() })
    return ok(progressOf((await findTask(ctx.db, task.tenant_id, task.id, null)) ?? task))
  })

  serve(app, routes.errorReport, guard, async (request, reply) => {
    const { session, user } = authOf(request)
    const task = await findTask(ctx.db, session.tenant_id, request.body.taskId, user.id)
    if (!task) throw fileError(langOfRequest(request), 'taskNotFound')
    const file = task.error_file_id ? await findFile(ctx, session.tenant_id, task.error_file_id, user.id) : undefined
    if (!file) throw fileError(langOfRequest(request), 'fileNotFound')
    return sendFile(ctx, request, reply, file)
  })

  serve(app, routes.template, guard, async (request, reply) => {
    const tenantId = authOf(request).session.tenant_id
    const sample = await ctx.db
      .selectFrom('gangwei')
      .innerJoin('organ', 'organ.id', 'gangwei.organ_id')
      .select(['organ.name as organ', 'gangwei.name as position'])
      .where('gangwei.tenant_id', '=', tenantId)
      .orderBy('gangwei.id')
      .executeTakeFirst()
    // Dictionary columns show the first enabled value of each of the tenant's dictionaries (services/masterdata).
    const dictionaries = await dictionariesOf(ctx.db, tenantId, ctx.now(), [...DICTIONARY_FIELDS])
    const firstValue = (code: string) => {
      const value = dictionaries.find((d) => d.code === code)?.values.find((v) => v.enabled)
      return value ? valueName(value, false) : ''
    }
    const row = [
      '张三',
      'IMP0001',
      sample?.organ ?? '',
      sample?.position ?? '',
      '13800138000',
      'zhangsan@example.com',
      '2024-03-01',
      '男',
      ...DICTIONARY_FIELDS.map(firstValue),
      '2018-07-01',
    ]
    const name = 'staff-import-template.csv'
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('filename', encodeURIComponent(name))
      .header('content-disposition', `attachment; filename="${name}"`)
      .send(csvFile([TEMPLATE_HEADER, row].map((cells) => csvRow(cells))))
  })
}
