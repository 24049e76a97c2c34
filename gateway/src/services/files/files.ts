import type { filesContract, Static } from '@hr-portal/api'
import { randomUUID } from 'node:crypto'
import type { GatewayContext } from '../../core/context'
import type { FileObjectTable } from './tables'
import { indexDoc, removeDoc } from '../search'
import { objectPath } from './object-path'
import { signLink } from './signed-link'
import type { Sniffed } from './sniff'

/** 'upload': the user's own; 'export' and 'import-errors': made for the user (the download list). */
export type FileKind = 'upload' | 'export' | 'import-errors'

/** §3 uploaded file result, plus the record's id, size and type (the contract's). */
export type FileResult = Static<typeof filesContract.fileResult>

export const DOWNLOAD_PATH = '/gateway/filecenter/web/upLoad/download'
export const LINK_PATH = '/gateway/filecenter/web/upLoad/link'

type Linked = Pick<FileObjectTable, 'tenant_id' | 'id' | 'path' | 'name'>

/** The gateway's own HMAC-signed link to a file (any store): served from the shell origin, with Range requests. */
export function gatewayLinkOf(ctx: GatewayContext, file: Linked): string {
  const { linkSecret, linkTtlSeconds } = ctx.integrations.files
  const expires = Math.floor(ctx.now() / 1000) + linkTtlSeconds
  return `${ctx.config.shellOrigin}${LINK_PATH}?${signLink(linkSecret, { tenantId: file.tenant_id, fileId: file.id, expires })}`
}

/** A signed link to a file: the store's presigned URL on S3, else the gateway's HMAC-signed link. */
export async function signedUrlOf(ctx: GatewayContext, file: Linked): Promise<string> {
  const { store, linkTtlSeconds } = ctx.integrations.files
  return (await store.presignedGet(file.path, file.name, linkTtlSeconds)) ?? gatewayLinkOf(ctx, file)
}

export async function fileResultOf(ctx: GatewayContext, file: FileObjectTable): Promise<FileResult> {
  return {
    id: file.id,
    fileName: file.name,
    filePath: file.path,
    fileUrl: await signedUrlOf(ctx, file),
    downloadUrl: `${DOWNLOAD_PATH}?id=${file.id}`,
    size: Number(file.size),
    type: file.type,
    createdAt: Number(file.created_at),
  }
}

/** Stores `body` under a fresh §9 path and records it for the user; uploads join the search index (readers: the uploader). */
export async function saveFile(
  ctx: GatewayContext,
  owner: { tenantId: number; userId: number },
  name: string,
  body: Buffer,
  type: Sniffed,
  kind: FileKind,
): Promise<FileObjectTable> {
  const { store, prefix } = ctx.integrations.files
  const now = ctx.now()
  const row: FileObjectTable = {
    tenant_id: owner.tenantId,
    id: randomUUID(),
    user_id: owner.userId,
    name: name.slice(0, 255),
    path: objectPath(prefix, now, type.ext),
    size: body.length,
    type: type.mime,
    kind,
    created_at: now,
  }
  await store.put(row.path, body, type.mime)
  await ctx.db.insertInto('file_object').values(row).execute()
  if (kind === 'upload') {
    await indexDoc(ctx.db, {
      tenantId: row.tenant_id,
      kind: 'file',
      refId: row.id,
      title: row.name,
      body: type.ext,
      appCode: '',
      path: '/portal/files',
      readers: [row.user_id],
    })
  }
  return row
}

/** A file of the tenant, only the user's own unless `anyUser`. */
export function findFile(ctx: GatewayContext, tenantId: number, id: string, userId: number | null) {
  let query = ctx.db.selectFrom('file_object').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id)
  if (userId !== null) query = query.where('user_id', '=', userId)
  return query.executeTakeFirst()
}

/** Removes files from the store, the table and the search index. */
export async function deleteFiles(ctx: GatewayContext, files: FileObjectTable[]): Promise<void> {
  for (const file of files) {
    await ctx.integrations.files.store.remove(file.path)
    await ctx.db.deleteFrom('file_object').where('tenant_id', '=', file.tenant_id).where('id', '=', file.id).execute()
    await removeDoc(ctx.db, file.tenant_id, 'file', file.id)
  }
}
