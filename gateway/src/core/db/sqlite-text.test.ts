import SQLite from 'better-sqlite3'
import { afterAll, describe, expect, it } from 'vitest'
import { stableText } from './sqlite-text'

describe('stableText', () => {
  it.each([
    ['select * from "t" where "a" = ? and "b" = ?', 'select * from "t" where "a" = +? and "b" = +?'],
    ['select * from "t" where "a"=?', 'select * from "t" where "a"=+?'],
    ['select * from "t" where "a" == ?1', 'select * from "t" where "a" == +?1'],
    ['select * from "t" where "name" like ? escape \'\\\'', 'select * from "t" where "name" like +? escape \'\\\''],
    ['select * from "t" where "name" GLOB ?', 'select * from "t" where "name" GLOB +?'],
    ['select * from "t" limit ? offset ?', 'select * from "t" limit cast(? as integer) offset cast(? as integer)'],
    ['update "t" set "a" = ? where "id" = ?', 'update "t" set "a" = +? where "id" = +?'],
  ])('rewrites %s', (text, expected) => {
    expect(stableText(text)).toBe(expected)
  })

  it.each([
    'select * from "t" where "a" >= ? and "b" <= ? and "c" != ? and "d" <> ? and "e" > ? and "f" < ?',
    'select * from "t" where "a" in (?, ?, ?)',
    'insert into "t" ("a", "b") values (?, ?)',
    'select \'a = ?\' as "x", "b = ?" from "t"',
    'select "a" from "t" -- where "a" = ?\nwhere "b" in (?)',
    'select "a" from "t" /* limit ? */ where "b" > ?',
    'select "a" from [weird = ?] where "b" > ?',
  ])('leaves %s as it is', (text) => {
    expect(stableText(text)).toBe(text)
  })

  it('reads quotes doubled inside quoted text', () => {
    expect(stableText(`select 'it''s = ?' as "x", "b" from "t" where "b" = ?`)).toBe(
      `select 'it''s = ?' as "x", "b" from "t" where "b" = +?`,
    )
  })

  describe('on SQLite', () => {
    const db = new SQLite(':memory:')
    afterAll(() => db.close())
    db.exec(`
      create table item (id integer primary key, tenant_id integer not null, code text, amount real, note text);
      create index item_tenant_code on item (tenant_id, code);
    `)
    const insert = db.prepare('insert into item (tenant_id, code, amount, note) values (?, ?, ?, ?)')
    for (let i = 0; i < 60; i++)
      insert.run(1 + (i % 3), String(i % 12).padStart(3, '0'), i / 4, i % 5 ? `n${i}%_` : null)

    const cases: [string, unknown[]][] = [
      ['select * from item where tenant_id = ? and code = ? order by id', [1, '003']],
      ['select * from item where tenant_id = ? and code = ? order by id', [1, 3]],
      ['select * from item where tenant_id = ? and code = ? order by id', [2, '007']],
      ['select * from item where amount = ? order by id', [1.5]],
      ['select * from item where amount = ? order by id', ['1.5']],
      ['select * from item where note = ? order by id', [null]],
      ['select * from item where note is ? order by id', [null]],
      ['select * from item where tenant_id = ? order by id limit ? offset ?', [1, 5, 3]],
      ['select * from item where tenant_id = ? order by id limit ? offset ?', [3, -1, 2]],
      ['select * from item where tenant_id = ? order by id limit ?', [3, '4']],
      ["select * from item where note like ? escape '\\' order by id", ['n1%']],
      ["select * from item where note like ? escape '\\' order by id", ['%\\%\\_']],
      ['select * from item where code glob ? order by id', ['00[1-3]']],
      [
        'select count(*) as n, (select count(*) from item where tenant_id = ?) as t from item where code = ?',
        [1, '001'],
      ],
    ]

    it.each(cases)('answers %s with %j as before', (text, values) => {
      expect(db.prepare(stableText(text)).all(...values)).toEqual(db.prepare(text).all(...values))
    })

    it('keeps the query plans', () => {
      for (const [text, values] of cases) {
        const plan = (t: string) =>
          (db.prepare(`explain query plan ${t}`).all(...values) as { detail: string }[]).map((step) => step.detail)
        expect(plan(stableText(text))).toEqual(plan(text))
      }
    })
  })
})
