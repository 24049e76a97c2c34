import { beforeAll, describe, expect, it } from 'vitest'
import type { TestGateway } from '../testing/test-gateway'
import { ask, textOf } from '../testing/agent-sse'
import { sendAsApp } from '../testing/app-message'
import { tenantsSuite } from './suite'

// A session of tenant 2 never sees or changes tenant 1's rows (the route list: routes.ts).

describe('tenant isolation: files, messages, tours, search, tracking and the assistant', () => {
  const { tenants, post, shell, staffIds } = tenantsSuite()
  let gateway: TestGateway
  let one: string
  let two: string
  beforeAll(() => {
    ;({ gateway, one, two } = tenants())
  })

  it('keeps files, their links and import tasks within the session tenant', async () => {
    const { uploadFile, PNG } = await import('../testing/uploads')
    const files = (path: string, body: unknown, token: string) => post(`/filecenter/web/upLoad/${path}`, body, token)
    const file = (await uploadFile(gateway, one, 'tenant-one.png', PNG)).result
    const listed = async (path: string, token: string) =>
      ((await files(path, { rows: 100 }, token)).body.result.rows as Array<{ id: string }>).map((r) => r.id)
    expect(await listed('list', one)).toContain(file.id)
    expect(await listed('list', two)).not.toContain(file.id)
    expect(await listed('getDownLoadList', two)).toEqual([])
    expect((await files('getUseSize', {}, two)).body.result.count).toBe(0)
    expect((await files('getUpLoadCount', {}, two)).body.result.count).toBe(0)
    for (const path of ['download', 'getUploadUrl', 'del'])
      expect((await files(path, { id: file.id }, two)).body.code, path).toBe(400956)
    expect(
      (await gateway.app.inject({ method: 'GET', url: `${file.downloadUrl}`, headers: { token: two } })).json().code,
    ).toBe(400956)
    expect((await post('/filecenter/web/oss/getDownUrl', { url: file.filePath }, two)).body.code).toBe(400956)
    expect((await files('clean', {}, two)).body.result.count).toBe(0)
    expect((await files('startTask', { fileId: file.id }, two)).body.code).toBe(400956)
    // The signed link names its tenant and is signed: moving it to tenant 2 breaks the signature.
    const link = new URL(file.fileUrl)
    expect((await gateway.app.inject({ method: 'GET', url: link.pathname + link.search })).statusCode).toBe(200)
    link.searchParams.set('t', '2')
    expect((await gateway.app.inject({ method: 'GET', url: link.pathname + link.search })).statusCode).toBe(403)
    expect((await post('/filecenter/web/oss/getKey', {}, two)).body.result.store).toBe('local')
    expect((await post('/filecenter/web/oss/getVodKey', {}, two)).body.result.accept).toBe('video')
    // A video's link, ranged as a player asks, stays in tenant 1 too; a course's video link is not given to tenant 2.
    const { readFileSync } = await import('node:fs')
    const clip = readFileSync(new URL('../../../tests/fixtures/video/course-clip.mp4', import.meta.url))
    const video = (await uploadFile(gateway, one, 'tenant-one.mp4', clip, { accept: 'video' })).result
    const videoLink = new URL(video.fileUrl)
    expect(
      (
        await gateway.app.inject({
          method: 'GET',
          url: videoLink.pathname + videoLink.search,
          headers: { range: 'bytes=0-9' },
        })
      ).statusCode,
    ).toBe(206)
    videoLink.searchParams.set('t', '2')
    expect(
      (
        await gateway.app.inject({
          method: 'GET',
          url: videoLink.pathname + videoLink.search,
          headers: { range: 'bytes=0-9' },
        })
      ).statusCode,
    ).toBe(403)
    expect((await files('getUploadUrl', { id: video.id }, two)).body.code).toBe(400956)
    const course = (
      await post(
        '/message/web/training/course/save',
        { title: 'Tenant one video', summary: '', materials: [{ kind: 'video', fileId: video.id, name: 'x' }] },
        one,
      )
    ).body.result
    expect(
      (await post('/message/web/training/material/link', { courseId: course.id, fileId: video.id }, one)).body.code,
    ).toBe(0)
    expect(
      (await post('/message/web/training/material/link', { courseId: course.id, fileId: video.id }, two)).body.code,
    ).toBe(411624)
    const sample = String((await files('importTemplate', {}, two)).body)
    const tenantOneOrgans = (
      await gateway.ctx.db.selectFrom('organ').select('name').where('tenant_id', '=', 1).execute()
    ).map((o) => o.name)
    const tenantTwoOrgans = (
      await gateway.ctx.db.selectFrom('organ').select('name').where('tenant_id', '=', 2).execute()
    ).map((o) => o.name)
    expect(tenantTwoOrgans.some((name) => sample.includes(name))).toBe(true)
    expect(
      tenantOneOrgans.filter((name) => !tenantTwoOrgans.includes(name)).some((name) => sample.includes(`,${name},`)),
    ).toBe(false)
    expect((await files('del', { id: file.id }, one)).body.result.count).toBe(1)
    // A file stored by syncFileUpload is tenant 1's the same way.
    const synced = (
      await uploadFile(gateway, one, 'synced.png', PNG, {}, 'en', '/gateway/filecenter/web/upLoad/syncFileUpload')
    ).result
    expect(await listed('list', one)).toContain(synced.id)
    expect(await listed('list', two)).not.toContain(synced.id)
    expect((await files('download', { id: synced.id }, two)).body.code).toBe(400956)
    // A preview link is given to tenant 1 only, and names tenant 1: moved to tenant 2 it opens nothing.
    expect((await files('previewEncrypt', { id: synced.id }, two)).body.code).toBe(400956)
    const preview = new URL((await files('previewEncrypt', { id: synced.id }, one)).body.result.url)
    expect((await gateway.app.inject({ method: 'GET', url: preview.pathname + preview.search })).statusCode).toBe(200)
    preview.searchParams.set('t', '2')
    expect((await gateway.app.inject({ method: 'GET', url: preview.pathname + preview.search })).statusCode).toBe(403)
    expect((await files('del', { id: synced.id }, one)).body.result.count).toBe(1)
  })

  it('keeps messages and announcements within the session tenant', async () => {
    const notice = async (path: string, body: unknown, token: string) =>
      (await post(`/message/web/notice/${path}`, body, token)).body
    const sent = await notice('publish', { title: 'Tenant one only', body: 'x', audience: { type: 'tenant' } }, one)
    const titles = async (token: string) =>
      (await notice('userNoticePage', { rows: 100 }, token)).result.rows.map((r: { title: string }) => r.title)
    expect(await titles(one)).toContain('Tenant one only')
    expect(await titles(two)).not.toContain('Tenant one only')
    expect((await notice('findNewNotice', {}, two)).result.newest.map((n: { id: string }) => n.id)).not.toContain(
      sent.result.id,
    )
    expect((await notice('channelListPage', {}, two)).result.every((c: { total: number }) => c.total === 0)).toBe(true)
    for (const path of ['getNoticeById', 'updateNoticeIsSee', 'confirmRead', 'readReport'])
      expect((await notice(path, { id: sent.result.id }, two)).code, path).toBe(404000)
    expect((await notice('mustReadList', {}, two)).result).toEqual([])
    expect((await notice('markAllRead', {}, two)).result.marked).toBe(0)
    expect((await notice('publishedPage', {}, two)).result.total).toBe(0)
    // staff (user 2) belongs to tenant 1 only: tenant 2 can neither pick nor address them.
    expect((await notice('recipientOptions', { keyword: 'staff' }, two)).result).toEqual([])
    expect((await notice('publish', { title: 'x', body: 'y', audience: { type: 'users', ids: [2] } }, two)).code).toBe(
      401202,
    )
    expect((await sendAsApp(gateway, two, { app: 'system', userIds: [2], title: 'x', body: 'y' })).code).toBe(401202)
    // A pass of tenant 1's session sends nothing from tenant 2.
    const passOne = (await notice('appSendPass', { app: 'system' }, one)).result.token as string
    expect(
      (await notice('appSend', { app: 'system', appToken: passOne, userIds: [3], title: 'x', body: 'y' }, two)).code,
    ).toBe(401205)
  })

  it('keeps tour marks and the watermark setting to the session tenant', async () => {
    expect(
      (await post('/joyhr/web/tour/complete', { tourId: 'isolation-check', outcome: 'completed' }, one)).body.code,
    ).toBe(0)
    expect((await post('/joyhr/web/tour/status', { tourId: 'isolation-check' }, one)).body.result.completed).toBe(true)
    expect((await post('/joyhr/web/tour/status', { tourId: 'isolation-check' }, two)).body.result.completed).toBe(false)
    expect((await post('/joyhr/web/companySetting/saveWatermark', { enabled: true }, one)).body.code).toBe(0)
    expect((await post('/joyhr/web/companySetting/watermark', {}, one)).body.result.enabled).toBe(true)
    expect((await post('/joyhr/web/companySetting/watermark', {}, two)).body.result).toEqual({
      enabled: false,
      text: null,
    })
    expect((await post('/joyhr/web/companySetting/saveWatermark', { enabled: false }, one)).body.code).toBe(0)
  })

  it('keeps the inactivity timeout to the session tenant', async () => {
    expect((await post('/joyhr/web/companySetting/saveSessionTimeout', { minutes: 45 }, one)).body.code).toBe(0)
    expect((await post('/joyhr/web/companySetting/sessionTimeout', {}, one)).body.result.minutes).toBe(45)
    expect((await post('/joyhr/web/companySetting/sessionTimeout', {}, two)).body.result.minutes).toBe(30)
    expect((await post('/uac/web/session/keepAlive', {}, two)).body.result).toEqual({ idleMinutes: 30 })
    expect((await post('/joyhr/web/companySetting/saveSessionTimeout', { minutes: 30 }, one)).body.code).toBe(0)
  })

  it('searches the session tenant only', async () => {
    const names = (await post('/ums/web/entryUser/getUserPage', { rows: 1 }, one)).body.result.rows as Array<{
      name: string
    }>
    const search = async (token: string) =>
      (
        (await post('/joyhr/web/globalSearch', { keyword: names[0].name, kinds: ['staff'] }, token)).body.result
          .groups as Array<{ items: Array<{ title: string; path: string }> }>
      ).flatMap((g) => g.items)
    const idsOne = await staffIds(one)
    const found = await search(one)
    expect(found.map((i) => i.title)).toContain(names[0].name)
    expect((await search(two)).filter((i) => idsOne.includes(Number(i.path.split('/').pop())))).toEqual([])
    const view = { kind: 'staff', title: names[0].name, appCode: 'ums', path: found[0].path }
    expect((await post('/joyhr/web/globalSearch/recordView', view, one)).body.code).toBe(0)
    expect((await post('/joyhr/web/globalSearch/recent', {}, one)).body.result).toEqual([
      expect.objectContaining({ title: names[0].name }),
    ])
    expect((await post('/joyhr/web/globalSearch/recent', {}, two)).body.result).toEqual([])
  })

  it("keeps tracking events and Do Not Track choices within the session tenant; another tenant's key does not sign", async () => {
    const { eventHash } = await import('../services/report')
    const keyOf = async (token: string) =>
      (await post('/report/web/track/key', {}, token)).body.result as { key: string; keyId: number }
    const [keyOne, keyTwo] = [await keyOf(one), await keyOf(two)]
    const event = (key: string, nonce: string) => {
      const date = gateway.ctx.now()
      return {
        appCode: 'APP12',
        date,
        nonce,
        hash: eventHash('APP12', date, nonce, key),
        version: '5.10.0',
        type: 'pageView',
        app: 'shell',
        page: '/portal/tenant-one',
        name: 'One',
      }
    }
    expect(
      (
        await post(
          '/report/web/track/batch',
          { keyId: keyOne.keyId, events: [event(keyOne.key, 'tenant-one-nonce-0001')] },
          one,
          shell(),
        )
      ).body.code,
    ).toBe(0)
    expect(
      (
        await post(
          '/report/web/track/batch',
          { keyId: keyTwo.keyId, events: [event(keyOne.key, 'tenant-one-nonce-0002')] },
          two,
          shell(),
        )
      ).body.code,
    ).toBe(401302)
    expect(
      (await post('/report/web/track/pageViews', {}, one)).body.result.pages.map((p: { page: string }) => p.page),
    ).toContain('/portal/tenant-one')
    expect((await post('/report/web/track/pageViews', {}, two)).body.result.pages).toEqual([])
    expect((await post('/report/web/track/setPreference', { doNotTrack: true }, one)).body.code).toBe(0)
    expect((await post('/report/web/track/preference', {}, two)).body.result).toEqual({ doNotTrack: null })
    expect((await post('/report/web/track/preference', {}, one)).body.result).toEqual({ doNotTrack: true })
  })

  it("keeps the assistant's answers, conversations and proposed actions to the session tenant", async () => {
    const answerTwo = await ask(gateway, two, '各部门人数')
    expect(textOf(answerTwo)).toContain('北京研发中心')
    expect(textOf(answerTwo)).not.toContain('产品中心')
    const answerOne = await ask(gateway, one, '各部门人数')
    expect(textOf(answerOne)).toContain('产品中心')
    const conversationOne = answerOne[0].data.id as number
    const listTwo = (await post('/agent/web/conversation/list', {}, two)).body.result as Array<{ id: number }>
    expect(listTwo.map((c) => c.id)).not.toContain(conversationOne)
    expect((await post('/agent/web/conversation/detail', { id: conversationOne }, two)).body.code).toBe(410603)
    expect((await post('/agent/web/conversation/remove', { id: conversationOne }, two)).body.code).toBe(410603)
    expect((await ask(gateway, two, 'hello', 'en', conversationOne)).at(-1)!.data.code).toBe(410603)
    expect((await post('/agent/web/suggestions', { language: 'en' }, two)).body.result.mode).toBe('planner')
    const actionId = '00000000-0000-4000-8000-000000000001'
    const now = gateway.ctx.now()
    await gateway.ctx.db
      .insertInto('agent_action')
      .values({
        id: actionId,
        tenant_id: 1,
        user_id: 1,
        kind: 'remind',
        payload: '{"instanceId":"x"}',
        summary: 'x',
        created_at: now,
        expires_at: now + 60_000,
        used_at: null,
      })
      .execute()
    expect((await post('/agent/web/action/confirm', { actionId }, two)).body.code).toBe(410604)
    expect(
      (
        await gateway.ctx.db
          .selectFrom('agent_action')
          .select('used_at')
          .where('id', '=', actionId)
          .executeTakeFirstOrThrow()
      ).used_at,
    ).toBeNull()
  })
})
