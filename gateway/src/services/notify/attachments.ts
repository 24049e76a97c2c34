import { randomUUID } from 'node:crypto'
import type { Db } from '../../core/db/types'
import type { MailAttachment } from '../../integrations/mail/mailer'

/** Keeps a file for the e-mail deliveries of one event; answers its id for their attachment_id. */
export async function storeAttachment(
  db: Db,
  tenantId: number,
  file: { filename: string; contentType: string; content: Buffer },
  now: number,
): Promise<string> {
  const id = randomUUID()
  await db
    .insertInto('notify_attachment')
    .values({
      tenant_id: tenantId,
      id,
      filename: file.filename.slice(0, 200),
      content_type: file.contentType.slice(0, 200),
      content: file.content.toString('base64'),
      created_at: now,
    })
    .execute()
  return id
}

/** The file of a delivery as the mailer takes it; none when `id` is empty or the file is gone. */
export async function attachmentsOf(db: Db, tenantId: number, id: string): Promise<MailAttachment[]> {
  if (!id) return []
  const file = await db
    .selectFrom('notify_attachment')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst()
  return file
    ? [{ filename: file.filename, contentType: file.content_type, content: Buffer.from(file.content, 'base64') }]
    : []
}
