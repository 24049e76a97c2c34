import { z } from 'zod'
import { agentText } from '../errors'
import { guides, HOW_TO_TOPICS } from './how-to-guides'
import { mayUse } from './run'
import { defineTool, pick } from './types'

/**
 * How to do a task in the portal (request leave, overtime, a patch card, clock in, see a payslip): the steps and the
 * page that does it, cited so the chat opens it. Only the pages the user may open are offered.
 */
export const howToTool = defineTool({
  name: 'howTo',
  label: { zh: '正在查找操作指引', en: 'Looking up how to do it' },
  description:
    `How to do a task in the portal, as steps with the page to open: one of ${HOW_TO_TOPICS.join(', ')}. ` +
    'Use it for "how do I ..." questions instead of reading the user\'s own records.',
  functionId: null,
  args: z.object({ topic: z.enum(HOW_TO_TOPICS) }),
  async run(caller, args) {
    const guide = guides[args.topic]
    if (guide.page.functionId !== null && !(await mayUse(caller, guide.page.functionId)))
      return { ok: false, refused: agentText(caller.lang, 'refused') }
    const { app, path } = guide.page
    return {
      ok: true,
      data: {
        topic: args.topic,
        page: pick(caller.lang, guide.page),
        steps: caller.lang === 'en' ? guide.steps.en : guide.steps.zh,
      },
      citations: [{ title: pick(caller.lang, guide.page), app, path }],
    }
  },
})
