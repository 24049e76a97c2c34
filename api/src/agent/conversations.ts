import { route } from '../route'
import { id, integer, list, literal, num, objectBody, oneOf, record, str } from '../schema'
import { AGENT } from './codes'

export const TENANT =
  "the caller's own conversations in the session tenant (agent/planner.test.ts, agent/model-tools.test.ts, agent/model-stream.test.ts)"

/** A page of the portal an answer cites. */
export const citation = record({ title: str(), app: str(), path: str() })
export const conversationSummary = record({ id: integer(), title: str(), updatedAt: num() })
export const storedMessage = record({
  id: integer(),
  role: oneOf(['user', 'assistant']),
  content: str(),
  citations: list(citation),
  status: oneOf(['done', 'stopped', 'error']),
  createdAt: num(),
})

/** The caller's own conversations with the assistant (function 9001): list (newest first), one with its messages, remove. */
export const conversations = {
  list: route({
    method: 'POST',
    path: '/agent/web/conversation/list',
    body: objectBody({}),
    result: list(conversationSummary),
    errors: [],
    tenant: TENANT,
    summary: "The caller's last 200 conversations, newest first.",
  }),
  detail: route({
    method: 'POST',
    path: '/agent/web/conversation/detail',
    body: objectBody({ id: id() }, ['id']),
    result: record({ id: integer(), title: str(), messages: list(storedMessage) }),
    errors: [AGENT.conversationNotFound],
    tenant: TENANT,
    summary: "One of the caller's conversations with its messages.",
  }),
  remove: route({
    method: 'POST',
    path: '/agent/web/conversation/remove',
    body: objectBody({ id: id() }, ['id']),
    result: literal(true),
    errors: [AGENT.conversationNotFound],
    tenant: TENANT,
    summary: "Deletes one of the caller's conversations with its messages.",
  }),
}
