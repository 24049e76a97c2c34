import { StrictMode, useEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { connectToShell, createEnvStore, readAppConfig, type UserProfile } from '@hr-portal/bridge'
import { ShellProvider, useEnv, useShell } from '@hr-portal/bridge/react'

const config = readAppConfig()
const env = createEnvStore()
const connection = connectToShell({
  shellOrigin: config.shellOrigin,
  methods: {
    navigate: (path) => history.replaceState(null, '', `/template${path}`),
    refresh: () => location.reload(),
    setEnv: (next) => env.set(next),
    ping: () => 'pong' as const,
  },
})

function App() {
  const shell = useShell()
  const { language } = useEnv()
  const [user, setUser] = useState<UserProfile | null>(null)
  useEffect(() => {
    shell.session.getUser().then(setUser, () => setUser(null))
  }, [shell])
  const zh = language === 'zh-CN'
  return (
    <main style={{ padding: 24 }}>
      <h1>{zh ? '子应用模板' : 'Sub-app template'}</h1>
      <p data-testid="template-user">{user ? user.realName || user.userName : '…'}</p>
      <button type="button" onClick={() => shell.ui.message('info', zh ? '来自模板的消息' : 'Hello from the template')}>
        {zh ? '发送消息' : 'Send a message'}
      </button>
    </main>
  )
}

createRoot(document.getElementById('root')!).render(
  <StrictMode><ShellProvider connection={connection} env={env}><App /></ShellProvider></StrictMode>,
)
