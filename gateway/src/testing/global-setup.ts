import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { adminQuery } from './pg-admin'
import type { TemplatePlace } from './database-template'

/**
 * Vitest's global set-up: names the place of the run's database templates (the migrated and seeded databases every
 * test gateway copies; the first gateway makes them) and removes them after the run. On the PostgreSQL run
 * (GATEWAY_TEST_ON_PG in the config's env) a template database too.
 */
export default function setup(project: TestProject): () => Promise<void> {
  const onPg = project.config.env?.GATEWAY_TEST_ON_PG === '1' && process.env.TEST_DATABASE_URL
  const place: TemplatePlace = {
    dir: mkdtempSync(join(tmpdir(), 'hr-gateway-template-')),
    pgServer: onPg ? process.env.TEST_DATABASE_URL! : null,
    pgDatabase: onPg ? `hr_portal_template_${process.pid}_${Date.now()}` : null,
  }
  project.provide('databaseTemplates', place)
  return async () => {
    rmSync(place.dir, { recursive: true, force: true })
    if (place.pgServer) await adminQuery(place.pgServer, `drop database if exists ${place.pgDatabase} with (force)`)
  }
}
