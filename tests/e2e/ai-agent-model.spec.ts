import type { Page } from '@playwright/test'
import { startModelServer, type ModelServer } from '../../gateway/src/testing/model-server'
import { loginToken } from '../support/api'
import { test, expect, signIn } from '../support/fixtures'
import { startProduct, type Product } from '../support/product'

// The AI assistant with a configured OpenAI-compatible model: a local server speaking the streaming
// chat-completions protocol with a scripted tool call. The gateway runs the tool with the user's permissions, sends
// the result to the model, streams the model's text to the page; the key stays on the server.

const KEY = 'sk-e2e-never-in-the-browser'
const agent = (page: Page) => page.frameLocator('iframe[name="ai-agent"]')

let model: ModelServer
let product: Product
test.beforeAll(async () => {
  model = await startModelServer()
  product = await startProduct({ agentModel: { baseUrl: model.baseUrl, model: 'e2e-model', key: KEY } })
})
test.afterAll(async () => {
  await product?.close()
  await model?.close()
})

test('a configured model calls the headcount tool; its answer streams in with the tool’s citation, and its key never reaches the browser', async ({
  page,
}) => {
  const shell = product.urls.shell
  const seen: string[] = []
  page.on('request', (request) => {
    seen.push(JSON.stringify(request.headers()), request.postData() ?? '')
  })
  page.on('response', (response) => {
    void response.text().then(
      (body) => seen.push(body),
      () => {},
    )
  })

  model.script(
    { toolCalls: [{ name: 'headcount', args: { unit: '研发中心' } }] },
    { text: ['研发中心', '的人数见', '组织架构。'] },
  )
  await signIn(page, shell, 'staff', '/portal/agent/chat')
  const frame = agent(page)
  // With a model there is no list of understood question kinds (that is the planner's).
  await expect(frame.locator('.suggestion').first()).toBeVisible()
  await expect(frame.locator('.understood')).toHaveCount(0)

  await frame.getByRole('textbox', { name: '你的问题' }).fill('研发中心有多少人？')
  await frame.getByRole('textbox', { name: '你的问题' }).press('Enter')
  const answer = frame.getByRole('log').getByRole('article', { name: '助手' }).last()
  await expect(answer).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 })
  await expect(answer.locator('.md')).toHaveText('研发中心的人数见组织架构。')
  await expect(answer.getByRole('navigation', { name: '来源' }).getByRole('button', { name: '组织架构' })).toBeVisible()

  // The model got the question, the tools and, on its second turn, the tool's result: the unit's headcount.
  expect(model.requests).toHaveLength(2)
  expect(model.requests[0].headers.authorization).toBe(`Bearer ${KEY}`)
  expect(model.requests[0].body).toMatchObject({ model: 'e2e-model', stream: true })
  expect(model.requests[0].body.tools.map((tool: { function: { name: string } }) => tool.function.name)).toContain(
    'headcount',
  )
  const report = await page.request.post(`${shell}/gateway/report/web/headcount/summary`, {
    headers: { token: await loginToken(shell, 'hr', 'Hr@123456789') },
    data: { months: 12 },
  })
  const { result } = (await report.json()) as { result: { byOrgan: Array<{ organName: string; headcount: number }> } }
  const expected = result.byOrgan.find((organ) => organ.organName === '研发中心')!.headcount
  const toolMessage = model.requests[1].body.messages.find((m: { role: string }) => m.role === 'tool')
  expect(String(toolMessage.content)).toContain(String(expected))
  expect(seen.join('\n')).not.toContain(KEY)
})
