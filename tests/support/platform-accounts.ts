import SQLite from 'better-sqlite3'
import { databaseOf } from './product'

/**
 * Links a demo account to a person of a messaging platform's stand-in (as directory sync does when it matches them),
 * in the database of the product serving `url`: its notices then reach that person's stand-in inbox.
 */
export function linkPlatformAccount(
  url: string,
  link: { tenantId: number; userName: string; platform: string; platformUserId: string },
): void {
  const db = new SQLite(databaseOf(url), { fileMustExist: true })
  db.pragma('busy_timeout = 5000')
  try {
    const user = db.prepare('select id from app_user where user_name = ?').get(link.userName) as
      | { id: number }
      | undefined
    if (!user) throw new Error(`no account ${link.userName}`)
    db.prepare(
      'insert into platform_account (tenant_id, platform, platform_user_id, user_id, linked_at) values (?, ?, ?, ?, ?)',
    ).run(link.tenantId, link.platform, link.platformUserId, user.id, Date.now())
  } finally {
    db.close()
  }
}
