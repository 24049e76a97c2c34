import { adminQuery, databaseUrlOn } from './pg-admin'

/**
 * The PostgreSQL server the gateway suite runs on a second time (`npm run test:pg`), or null:
 * TEST_DATABASE_URL names a maintenance database such as postgres://postgres:pw@127.0.0.1:5432/postgres,
 * and GATEWAY_TEST_ON_PG=1 (set by vitest.pg.config.ts) asks every test gateway to use it.
 */
export function testServerUrl(): string | null {
  return process.env.GATEWAY_TEST_ON_PG === '1' ? process.env.TEST_DATABASE_URL || null : null
}

/**
 * A fresh database on `serverUrl` for one test gateway, empty or a copy of the `template` database; `drop` removes it
 * again.
 */
export async function createTestDatabase(
  serverUrl: string,
  template: string | null = null,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `hr_portal_test_${process.pid}_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`
  // FILE_COPY copies the template's files at once: faster here than the default WAL_LOG, which logs every block.
  await adminQuery(serverUrl, `create database ${name}${template ? ` template ${template} strategy file_copy` : ''}`)
  return {
    url: databaseUrlOn(serverUrl, name),
    drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
  }
}
