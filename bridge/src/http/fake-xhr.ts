// Test helper: the parts of XMLHttpRequest the wrapper uses, answering from a script.
type Script = (xhr: FakeXhr) => void

export class FakeXhr {
  method = ''
  url = ''
  headers: Record<string, string> = {}
  withCredentials = false
  timeout = 0
  body: unknown
  status = 0
  statusText = ''
  responseText = ''
  responseHeaders = ''
  upload: { onprogress?: (e: { loaded: number; total: number; lengthComputable: boolean }) => void } = {}
  onload?: () => void
  onerror?: () => void
  ontimeout?: () => void
  onabort?: () => void

  constructor(
    private readonly script: Script,
    made: FakeXhr[],
  ) {
    made.push(this)
  }
  open(method: string, url: string) {
    Object.assign(this, { method, url })
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value
  }
  getAllResponseHeaders() {
    return this.responseHeaders
  }
  send(body: unknown) {
    this.body = body
    queueMicrotask(() => this.script(this))
  }
  abort() {
    this.onabort?.()
  }
}

/** An XMLHttpRequest constructor whose instances run `script` after `send`, and the list of them. */
export function fakeXhr(script: Script): { Xhr: typeof XMLHttpRequest; made: FakeXhr[] } {
  const made: FakeXhr[] = []
  const Xhr = class extends FakeXhr {
    constructor() {
      super(script, made)
    }
  }
  return { Xhr: Xhr as unknown as typeof XMLHttpRequest, made }
}
