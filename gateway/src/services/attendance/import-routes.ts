import { contract, attendanceContract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { serve } from '../../core/http/serve'
import { langOfRequest } from '../../core/lang'
import { readTable, TableRefused } from '../files'
import { kaoqinError } from './errors'
import { KAOQIN_FUNCTIONS } from './functions'
import { importPunches } from './punch-import'

const { summaries: routes } = contract.attendance
/** The largest CSV text one import takes (about 20,000 lines, the table reader's limit). */
const MAX_TEXT = attendanceContract.MAX_IMPORT_TEXT

/**
 * Punch import (8009): the CSV text of a door-access export, read by the table worker off the event loop; answers
 * the counts and the refused lines (with a CSV of them to download).
 */
export function importRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  serve(
    api,
    routes.import,
    { bodyLimit: MAX_TEXT * 2, preHandler: requireFunction(ctx, KAOQIN_FUNCTIONS.import) },
    async (request) => {
      const lang = langOfRequest(request)
      let table
      try {
        table = await readTable(Buffer.from(request.body.text, 'utf8'), 'text/csv')
      } catch (error) {
        if (error instanceof TableRefused) throw kaoqinError(lang, 'badFile', { detail: error.refusal })
        throw error
      }
      return ok(await importPunches(ctx, authOf(request), lang, table))
    },
  )
}
