import { randomUUID } from 'node:crypto'
import { personnelContract } from '@hr-portal/api'
import type { Auth } from '../../../core/auth/guard'
import { functionIdsOf } from '../../../core/auth/functions'
import type { GatewayContext } from '../../../core/context'
import type { Db } from '../../../core/db/types'
import type { Lang } from '../../../core/lang'
import { findFile } from '../../files'
import { dictionariesOf } from '../../masterdata'
import { calendarDate } from '../records/pnid'
import { RECORD_FUNCTIONS } from '../records/functions'
import { recordInRange } from '../records/record-in-range'
import { ownRecord } from '../self-service/own-record'
import type { PersonalDocumentTable } from '../tables'
import { documentError } from './errors'
import { recordError } from '../records/errors'

const { MAX_DOCUMENT_BYTES, DOCUMENT_MIME_TYPES } = personnelContract
/** The tenant's dictionary of personal document types (services/masterdata). */
export const DOCUMENT_TYPE_DICTIONARY = 'documentType'

/** The document types offered: the dictionary's enabled values, named in a language. */
export async function documentTypes(db: Db, tenantId: number, now: number, lang: Lang) {
  const [dictionary] = await dictionariesOf(db, tenantId, now, [DOCUMENT_TYPE_DICTIONARY])
  return (dictionary?.values ?? [])
    .filter((value) => value.enabled)
    .map((value) => ({ code: value.code, name: lang === 'en' ? value.nameEn : value.nameZh }))
}

/**
 * The record whose documents the caller reads or changes: their own (no id, or their own id), else a staff member
 * in their data range when they hold the function (1101 to read, 110101 to change), else 410201.
 */
export async function documentsRecord(
  ctx: GatewayContext,
  auth: Auth,
  lang: Lang,
  employeeId: number | undefined,
  change: boolean,
) {
  if (employeeId === undefined || employeeId === auth.user.employee_id) return ownRecord(ctx, auth, lang)
  const functions = await functionIdsOf(ctx.db, auth.user.id, auth.session.tenant_id)
  const needed = change ? RECORD_FUNCTIONS.edit : RECORD_FUNCTIONS.records
  if (auth.user.is_super !== 1 && !functions.has(needed)) throw recordError(lang, 'notFound')
  return recordInRange(ctx, lang, auth, employeeId)
}

export const documentView = (row: PersonalDocumentTable, types: Array<{ code: string; name: string }>) => ({
  id: row.id,
  typeCode: row.type_code,
  typeName: types.find((type) => type.code === row.type_code)?.name ?? row.type_code,
  name: row.name,
  size: Number(row.size),
  expiresOn: row.expires_on,
  createdAt: Number(row.created_at),
})

/**
 * Keeps a file the caller uploaded to the file centre as a document of the record: the type must be one the tenant
 * offers, the file a PDF, JPEG or PNG (by its content, as the file centre read it) of at most 5 MiB, the expiry a date.
 */
export async function addDocument(
  ctx: GatewayContext,
  who: { tenantId: number; userId: number; lang: Lang },
  employeeId: number,
  input: { fileId: string; typeCode: string; expiresOn?: string },
) {
  const { tenantId, userId, lang } = who
  const types = await documentTypes(ctx.db, tenantId, ctx.now(), lang)
  if (!types.some((type) => type.code === input.typeCode)) throw documentError(lang, 'typeNotAllowed')
  const expiresOn = input.expiresOn || null
  if (expiresOn && !calendarDate(expiresOn.replace(/-/g, ''))) throw documentError(lang, 'badExpiry')
  const file = await findFile(ctx, tenantId, input.fileId, userId)
  if (!file) throw documentError(lang, 'fileNotFound')
  if (!(DOCUMENT_MIME_TYPES as readonly string[]).includes(file.type)) throw documentError(lang, 'typeNotAllowed')
  if (Number(file.size) > MAX_DOCUMENT_BYTES)
    throw documentError(lang, 'tooLarge', { max: MAX_DOCUMENT_BYTES / 1024 / 1024 })
  const row: PersonalDocumentTable = {
    tenant_id: tenantId,
    id: randomUUID(),
    employee_id: employeeId,
    type_code: input.typeCode,
    file_id: file.id,
    name: file.name.slice(0, 255),
    size: Number(file.size),
    expires_on: expiresOn,
    uploaded_by: userId,
    created_at: ctx.now(),
  }
  await ctx.db.insertInto('personal_document').values(row).execute()
  return documentView(row, types)
}
