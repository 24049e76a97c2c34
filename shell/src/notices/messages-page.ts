import { lazyPage } from '../routing/lazy-page'
import { registerShellPage } from '../routing/shell-pages'
import './notice-texts'

// The message centre at /portal/messages (and /portal/messages/<id> for one message), in its own chunk.
registerShellPage({
  segment: 'messages',
  titleKey: 'messages.title',
  component: lazyPage(() => import('./centre/message-centre')),
})
