import { randomUUID } from 'node:crypto'
import { functionIdsOf } from '../../../core/auth/functions'
import { writeAuditRecord } from '../../access'
import { agentText } from '../errors'
import type { AgentTool, Caller, ToolResult } from './types'

/**
 * Runs a tool for the caller: the screen's function is checked on the server per call (403 → a refusal), the
 * arguments are validated, and every call is written to the audit log the administrators read (bridge_audit,
 * app 'agent', method agent.<tool>, with user and tenant; services/access/audit.ts lists it).
 */
export async function runTool(caller: Caller, tool: AgentTool, rawArgs: unknown): Promise<ToolResult> {
  const started = Date.now()
  let result: ToolResult
  const parsed = tool.args.safeParse(rawArgs ?? {})
  if (!parsed.success) {
    result = {
      ok: false,
      refused: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
    }
  } else if (tool.functionId !== null && !(await mayUse(caller, tool.functionId))) {
    result = { ok: false, refused: agentText(caller.lang, 'refused') }
  } else {
    result = await tool.run(caller, parsed.data)
  }
  const at = caller.ctx.now()
  await writeAuditRecord(caller.ctx.db, {
    id: randomUUID(),
    user_id: caller.userId,
    tenant_id: caller.tenantId,
    app: 'agent',
    origin: '',
    method: `agent.${tool.name}`,
    capability: [tool.functionId ?? ''].flat().join('|'),
    decision: result.ok ? 'allow' : 'deny',
    reason: result.ok ? '' : result.refused.slice(0, 200),
    arg_bytes: JSON.stringify(rawArgs ?? {}).length,
    latency_ms: Date.now() - started,
    at,
    received_at: at,
  })
  return result
}

/** Whether the caller holds the function, or any of the list (a super user holds every function). */
export async function mayUse(caller: Caller, functionId: string | string[]): Promise<boolean> {
  const user = await caller.ctx.db
    .selectFrom('app_user')
    .select('is_super')
    .where('id', '=', caller.userId)
    .executeTakeFirst()
  if (user?.is_super === 1) return true
  const held = await functionIdsOf(caller.ctx.db, caller.userId, caller.tenantId)
  return (typeof functionId === 'string' ? [functionId] : functionId).some((id) => held.has(id))
}
