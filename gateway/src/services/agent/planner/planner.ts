import { runTool } from '../tools/run'
import { toolNamed } from '../tools'
import type { Caller, Citation } from '../tools/types'
import { estimateTokens, type Answer, type AnswerSink } from '../sink'
import { compose, notUnderstood } from './answer'
import { classify } from './classify'
import { planFor } from './plan'

/** Streams a text as several delta events (line by line), as a model would. */
export function streamText(sink: AnswerSink, text: string): void {
  for (const piece of text.split(/(?<=\n)/)) if (!sink.signal.aborted) sink.delta(piece)
}

/**
 * The embedded planner (no model configured): the question's kind (NLP.js, zh and en), the plan from the question
 * alone, the same tools as the model path with the user's permissions, and an answer from templates.
 */
export async function answerWithPlanner(caller: Caller, question: string, sink: AnswerSink): Promise<Answer> {
  const intent = await classify(question, caller.lang)
  const calls = intent === 'None' ? [] : await planFor(caller, intent, question)
  let content = ''
  const citations: Citation[] = []
  if (intent === 'None' || calls.length === 0) content = notUnderstood(caller.lang)
  for (const call of calls) {
    if (sink.signal.aborted) break
    const tool = toolNamed(call.tool)!
    sink.tool(tool.name, caller.lang === 'en' ? tool.label.en : tool.label.zh)
    const result = await runTool(caller, tool, call.args)
    if (result.ok) content += compose(intent as Exclude<typeof intent, 'None'>, result.data, caller.lang)
    else content += result.refused
    for (const citation of result.citations ?? []) {
      if (!citations.some((known) => known.app === citation.app && known.path === citation.path))
        citations.push(citation)
    }
    if (result.ok && result.action) sink.action(result.action)
  }
  streamText(sink, content)
  if (!sink.signal.aborted) for (const citation of citations) sink.citation(citation)
  return { content, citations, tokens: estimateTokens(question) + estimateTokens(content) }
}
