import type { z } from 'zod'
import type { GatewayContext } from '../../../core/context'
import type { Lang } from '../errors'

/** Who asks: every tool reads with this user's own functions, tenant and data range. */
export interface Caller {
  ctx: GatewayContext
  tenantId: number
  userId: number
  lang: Lang
  /** The hash of the asking session's token (a tool that needs a fresh password check reads the session's grants). */
  sessionHash: string
}

/** What an answer used; the chat app opens it with the bridge's nav.open(app, path). */
export interface Citation {
  title: string
  app: string
  path: string
}

/** A change a tool proposed; it runs only after the user confirms (action/confirm). */
export interface ProposedAction {
  actionId: string
  kind: string
  summary: string
}

/** A tool's answer: plain JSON data, or a refusal when the user may not see it (with where to go instead, if anywhere). */
export type ToolResult =
  | { ok: true; data: unknown; citations: Citation[]; action?: ProposedAction }
  | { ok: false; refused: string; citations?: Citation[] }

export interface AgentTool<S extends z.ZodTypeAny = z.ZodTypeAny> {
  name: string
  /** What the chat shows while the tool runs. */
  label: { zh: string; en: string }
  /** For the model: what the tool answers. */
  description: string
  /**
   * The functionId of the screen that shows the same data; a list: any of those screens (null: every signed-in user,
   * e.g. their own notices).
   */
  functionId: string | string[] | null
  args: S
  run(caller: Caller, args: z.infer<S>): Promise<ToolResult>
}

export const defineTool = <S extends z.ZodTypeAny>(tool: AgentTool<S>): AgentTool<S> => tool

export const pick = (lang: Lang, text: { zh: string; en: string }): string => (lang === 'en' ? text.en : text.zh)
