import { route } from '../route'
import { id, list, objectBody, oneOf, paragraph, record, str, text } from '../schema'
import { WORKFLOW } from '../workflow/codes'
import { AGENT } from './codes'
import { TENANT } from './conversations'

const LANGUAGE = oneOf(['zh-CN', 'en'])

/** A change a tool proposed; it runs only after the user confirms it (action/confirm). */
export const proposedAction = record({ actionId: str(), kind: str(), summary: str() })

/**
 * The assistant (function 9001): a question answered as server-sent events, the suggested questions, and running a
 * change it proposed.
 */
export const chat = {
  ask: route({
    method: 'POST',
    path: '/agent/web/chat',
    body: objectBody({ conversationId: id(), message: paragraph(2000, 1), language: LANGUAGE }, [
      'message',
      'language',
    ]),
    file: true,
    // Sent as the stream's `error` event ({ code, message }), once the stream is open.
    errors: [
      AGENT.emptyQuestion,
      AGENT.tooManyQuestions,
      AGENT.budgetSpent,
      AGENT.conversationNotFound,
      AGENT.tooManyConversations,
      AGENT.modelFailed,
      AGENT.modelTimeout,
    ],
    tenant: TENANT,
    summary:
      'The answer as server-sent events: conversation, tool, delta, citation, action, then done or error. The embedded planner answers unless a model is configured.',
  }),
  suggestions: route({
    method: 'POST',
    path: '/agent/web/suggestions',
    body: objectBody({ language: LANGUAGE }, ['language']),
    result: record({ mode: oneOf(['model', 'planner']), questions: list(str()), understood: list(str()) }),
    errors: [],
    tenant: { none: 'fixed example questions and what the planner understands, the same for everyone' },
    summary: 'Suggested questions, and the kinds of question the planner understands.',
  }),
  confirm: route({
    method: 'POST',
    path: '/agent/web/action/confirm',
    body: objectBody({ actionId: text(36, 36) }, ['actionId']),
    result: record({ message: str() }),
    // A reminder the workflow refuses answers the workflow's code.
    errors: [
      AGENT.actionNotFound,
      AGENT.actionUsed,
      AGENT.actionExpired,
      WORKFLOW.instanceNotFound,
      WORKFLOW.notApplicant,
      WORKFLOW.illegalTransition,
      WORKFLOW.remindTooSoon,
    ],
    tenant:
      "the caller's own proposed actions in the session tenant, run with the caller's own token (agent/actions.test.ts)",
    summary: 'Runs a change the assistant proposed, once, by its own user, within 10 minutes.',
  }),
}
