// The /portal route: the portal page with every shell page registered, loaded as one chunk. Each shell page adds
// one line here (its module calls registerShellPage with a lazy component, so the page's code stays in its chunk);
// the portal reads them from the registry (routing/shell-pages.ts) and imports none of them.
import '../files/files-shell-page'
import '../dashboard/dashboard-shell-page'
import '../notices/messages-page'
import '../login/security/security-shell-page'
export { PortalPage } from '../portal/portal-page'
