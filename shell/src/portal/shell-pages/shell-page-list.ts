// Every shell page, registered once when the portal loads. Each feature adds one line here
// (its module calls registerShellPage with a lazy component, so the page's code stays in its chunk).
import '../../files/files-shell-page'
import '../../dashboard/dashboard-shell-page'
export {}
import '../../notices/messages-page'
