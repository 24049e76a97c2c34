import { http } from './shell'

/** Posts to the gateway and answers the result; a refusal becomes an Error with the gateway's message (in the user's language). */
export async function call<T>(path: string, body: object = {}): Promise<T> {
  const answer = await http.postJson<T>(path, body as Record<string, unknown>)
  if (answer.code !== 0) throw Object.assign(new Error(answer.msg), { code: answer.code })
  return answer.result as T
}
