import { claimedFunctions, type ManifestError } from '@hr-portal/manifest'
import type { Db, MenuTable } from '../core/db/types'
import { firstPartyCatalogue } from './first-party-manifests'
import type { AppManifestFile, ManifestMenu } from './manifests'
import { grantAddedItems, type AddedItem } from './menu-grants'
import { declaredEntries, menuButtonRow, menuEntryRow, menuItemRow, type DeclaredEntry } from './menu-rows'
import { manifestFileOf, recordManifestProblem } from './registry'

/** The first-party app claiming each function id: another app may not take it, and its own app may move it. */
const catalogueOwners = (): Map<string, string> =>
  new Map(firstPartyCatalogue().flatMap((m) => claimedFunctions(m).map((claim) => [claim.functionId, m.code] as const)))

/**
 * The manifest's function ids it may not have: another first-party app's, or (an app outside the catalogue) a
 * function the database holds for another app, as an item or a button. Such an item is not added (nor its buttons).
 */
async function takenFunctions(db: Db, manifest: AppManifestFile): Promise<ManifestError[]> {
  const claims = claimedFunctions(manifest)
  if (claims.length === 0) return []
  const ids = claims.map((claim) => claim.functionId)
  const [items, buttons] = await Promise.all([
    db.selectFrom('menu').select(['code', 'app_code']).where('code', 'in', ids).execute(),
    db
      .selectFrom('menu_button')
      .innerJoin('menu', 'menu.id', 'menu_button.menu_id')
      .select(['menu_button.function_id', 'menu.app_code'])
      .where('menu_button.function_id', 'in', ids)
      .execute(),
  ])
  const held = new Map<string, { app: string; button: boolean }>([
    ...buttons.map((row) => [row.function_id, { app: row.app_code, button: true }] as const),
    ...items.map((row) => [row.code, { app: row.app_code, button: false }] as const),
  ])
  const own = new Set(declaredEntries(manifest).map((entry) => entry.code))
  const owners = catalogueOwners()
  return claims.flatMap(({ functionId: id, path }): ManifestError[] => {
    const owner = owners.get(id)
    const holder = held.get(id)
    const taken = owner !== undefined ? owner !== manifest.code : holder !== undefined && !own.has(holder.app)
    if (!taken) return []
    if (holder?.button)
      return [
        { path, key: 'functionIdTaken', message: `"${id}" is already a button's function`, params: { app: '', id } },
      ]
    const app = holder?.app ?? owner ?? ''
    return [
      { path, key: 'functionIdTaken', message: `"${id}" is already a function of app "${app}"`, params: { app, id } },
    ]
  })
}

/** The wanted id when no row holds it, else the next above the table's highest. */
async function freeId(db: Db, table: 'menu' | 'menu_button', wanted: number | undefined): Promise<number> {
  if (wanted !== undefined && !(await db.selectFrom(table).select('id').where('id', '=', wanted).executeTakeFirst()))
    return wanted
  const { top } = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max('id').as('top'))
    .executeTakeFirstOrThrow()
  return Number(top ?? 0) + 1
}

/** Writes `row` over the stored one when a column differs (the id stays). */
async function updateChanged(db: Db, stored: MenuTable, row: MenuTable): Promise<void> {
  const changed = Object.fromEntries(
    Object.entries(row).filter(([key, value]) => key !== 'id' && stored[key as keyof MenuTable] !== value),
  )
  if (Object.keys(changed).length) await db.updateTable('menu').set(changed).where('id', '=', stored.id).execute()
}

async function syncEntry(db: Db, entry: DeclaredEntry): Promise<number> {
  const stored = await db
    .selectFrom('menu')
    .selectAll()
    .where('code', '=', entry.code)
    .where('parent_id', 'is', null)
    .executeTakeFirst()
  if (stored) {
    await updateChanged(db, stored, menuEntryRow(entry.code, entry.title, stored.id, entry.sort ?? stored.sort))
    return stored.id
  }
  const { last } = await db
    .selectFrom('menu')
    .select((eb) => eb.fn.max('sort').as('last'))
    .where('parent_id', 'is', null)
    .executeTakeFirstOrThrow()
  const row = menuEntryRow(
    entry.code,
    entry.title,
    await freeId(db, 'menu', entry.id),
    entry.sort ?? Number(last ?? 0) + 1,
  )
  await db.insertInto('menu').values(row).execute()
  return row.id
}

/** Adds or updates an item and its buttons; answers what it added. */
async function syncItem(
  db: Db,
  entry: DeclaredEntry,
  parentId: number,
  item: ManifestMenu,
  sort: number,
  taken: Set<string>,
): Promise<AddedItem | null> {
  const stored = await db
    .selectFrom('menu')
    .selectAll()
    .where('code', '=', item.functionId)
    .where('type', '=', 2)
    .executeTakeFirst()
  const id = stored?.id ?? (await freeId(db, 'menu', item.id))
  const row = menuItemRow(entry.code, item, id, parentId, sort)
  if (stored) await updateChanged(db, stored, row)
  else await db.insertInto('menu').values(row).execute()
  const added: string[] = []
  for (const button of item.buttons ?? []) {
    if (taken.has(button.functionId)) continue
    const held = await db
      .selectFrom('menu_button')
      .selectAll()
      .where('function_id', '=', button.functionId)
      .executeTakeFirst()
    const buttonRow = menuButtonRow(button, held?.id ?? (await freeId(db, 'menu_button', button.id)), id)
    if (!held) {
      await db.insertInto('menu_button').values(buttonRow).execute()
      added.push(button.functionId)
    } else if (held.menu_id !== id || held.name_zh !== buttonRow.name_zh || held.name_en !== buttonRow.name_en) {
      await db
        .updateTable('menu_button')
        .set({ menu_id: id, name_zh: buttonRow.name_zh, name_en: buttonRow.name_en })
        .where('id', '=', held.id)
        .execute()
    }
  }
  return stored ? null : { functionId: item.functionId, grantWith: item.grantWith, buttons: added }
}

/**
 * Brings one app's menus to what its manifest declares, in `db` (a transaction): entries and items matched by code,
 * buttons by function id, added with the manifest's fixed ids (or the next free ones) and updated where they differ;
 * an item it adds is granted with its `grantWith`. Answers the functions it may not have (never written).
 */
export async function syncAppMenus(db: Db, manifest: AppManifestFile): Promise<ManifestError[]> {
  const errors = await takenFunctions(db, manifest)
  const taken = new Set(errors.map((error) => String(error.params?.id)))
  const added: AddedItem[] = []
  for (const entry of declaredEntries(manifest)) {
    const items = entry.items.filter((item) => !taken.has(item.functionId))
    if (items.length === 0) continue
    const parentId = await syncEntry(db, entry)
    for (const [index, item] of entry.items.entries()) {
      if (taken.has(item.functionId)) continue
      const done = await syncItem(db, entry, parentId, item, index + 1, taken)
      if (done) added.push(done)
    }
  }
  await grantAddedItems(db, added)
  return errors
}

/**
 * The one menu sync of the portal's own apps, run by the seed and at every start: each app's menus as its manifest
 * declares them (see syncAppMenus), so a new page needs its manifest entry only, never a migration. Idempotent; an
 * item whose functionId another app holds is left out and named in `manifestProblems`.
 */
export async function syncManifestMenus(
  db: Db,
  manifests: AppManifestFile[],
  log: (message: string) => void = console.warn,
): Promise<void> {
  for (const manifest of manifests) {
    let taken: ManifestError[] = []
    try {
      taken = await db.transaction().execute((trx) => syncAppMenus(trx, manifest))
    } catch (error) {
      // Several gateway processes starting at once: another one wrote the same rows first; the next pass finds them.
      taken = await db
        .transaction()
        .execute((trx) => syncAppMenus(trx, manifest))
        .catch(() => {
          throw error
        })
    }
    if (taken.length) {
      const file = manifestFileOf(manifest)
      log(`[registry] ${file}: menus not added: ${taken.map((e) => `${e.path}: ${e.message}`).join('; ')}`)
      recordManifestProblem({ file, refused: false, errors: taken })
    }
  }
}
