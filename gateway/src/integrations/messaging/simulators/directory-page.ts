import type { DemoCompany } from './demo-company'
import type { CallbackApp, Delivery } from './wecom-callback-sender'

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

export interface DirectoryPageData {
  app: CallbackApp & { appName: string; secret: string }
  company: DemoCompany
  callbackUrl: string | null
  lastDelivery: Delivery | null
  notice: { ok: boolean; text: string } | null
}

const STATUS = { 1: '已激活 active', 2: '已禁用 disabled', 4: '未激活 not activated', 5: '已退出 left' } as Record<
  number,
  string
>

/**
 * The stand-in's admin console for its company's contacts: the demo credentials, the callback URL, and
 * forms that rename, move, add and remove departments and members (each change is reported to the URL).
 */
export function directoryPage(data: DirectoryPageData): string {
  const { app, company } = data
  const departments = company.departments()
  const options = (selected: number | null) =>
    departments
      .map(
        (d) =>
          `<option value="${d.id}"${d.id === selected ? ' selected' : ''}>${escapeHtml(d.name)} (${d.id})</option>`,
      )
      .join('')
  const nameOf = (id: number) => company.department(id)?.name ?? String(id)
  const departmentRows = departments
    .map(
      (
        d,
      ) => `<tr><td>${d.id}</td><td>${escapeHtml(d.name)}</td><td>${d.parentId ? escapeHtml(nameOf(d.parentId)) : '—'}</td><td>
<form method="post" class="inline"><input type="hidden" name="action" value="updateDepartment"><input type="hidden" name="id" value="${d.id}">
<label>名称 Name <input name="name" value="${escapeHtml(d.name)}" maxlength="64" required></label>
${d.parentId ? `<label>上级 Parent <select name="parentId">${options(d.parentId)}</select></label>` : ''}
<button>保存 Save</button></form>
${d.parentId ? `<form method="post" class="inline"><input type="hidden" name="action" value="removeDepartment"><input type="hidden" name="id" value="${d.id}"><button>删除 Remove</button></form>` : ''}
</td></tr>`,
    )
    .join('')
  const memberRows = company
    .members()
    .map(
      (m) => `<tr><td>${escapeHtml(m.userId)}</td><td colspan="2">
<form method="post" class="inline"><input type="hidden" name="action" value="updateMember"><input type="hidden" name="userId" value="${escapeHtml(m.userId)}">
<label>姓名 Name <input name="name" value="${escapeHtml(m.name)}" maxlength="64" required></label>
<label>手机 Mobile <input name="mobile" value="${escapeHtml(m.mobile ?? '')}" maxlength="20" inputmode="tel"></label>
<label>邮箱 E-mail <input name="email" type="email" value="${escapeHtml(m.email ?? '')}" maxlength="64"></label>
<label>工号 Job no. <input name="jobNumber" value="${escapeHtml(m.jobNumber ?? '')}" maxlength="30"></label>
<label>入职日期 Entry date <input name="entryDate" type="date" value="${escapeHtml(m.entryDate ?? '')}"></label>
<label>参加工作时间 Work began <input name="workStartDate" type="date" value="${escapeHtml(m.workStartDate ?? '')}"></label>
<label>职务 Title <input name="position" value="${escapeHtml(m.position)}" maxlength="64"></label>
<label>部门 Department <select name="departmentId">${options(m.departmentIds[0] ?? 1)}</select></label>
<label>状态 Status <select name="status">${[1, 2, 4].map((s) => `<option value="${s}"${s === m.status ? ' selected' : ''}>${STATUS[s]}</option>`).join('')}</select></label>
<button>保存 Save</button></form>
<form method="post" class="inline"><input type="hidden" name="action" value="removeMember"><input type="hidden" name="userId" value="${escapeHtml(m.userId)}"><button>删除 Remove</button></form>
</td></tr>`,
    )
    .join('')
  const delivery = data.lastDelivery
    ? `<p>上次回调 Last callback: ${escapeHtml(deliveryText(data.lastDelivery))}</p>`
    : ''
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>企业微信 WeCom · 通讯录管理 Contacts (stand-in)</title>
<style>
body{font-family:system-ui,sans-serif;background:#f3f5f8;margin:0;color:#1f2329}
main{max-width:1100px;margin:0 auto;padding:20px}
h1{font-size:22px;color:#0082ef} h2{font-size:17px;margin-top:28px}
section{background:#fff;border-radius:10px;box-shadow:0 2px 10px #0001;padding:14px 18px;margin-bottom:16px;overflow-x:auto}
table{border-collapse:collapse;width:100%} td,th{border-bottom:1px solid #e5e7eb;padding:6px;text-align:left;vertical-align:top}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px} dt{color:#555} dd{margin:0;font-family:ui-monospace,monospace}
form.inline{display:inline-flex;flex-wrap:wrap;gap:6px;align-items:end;margin:2px 0}
label{display:inline-flex;flex-direction:column;font-size:12px;color:#555;gap:2px}
input,select,button{font:inherit;font-size:14px;padding:4px 6px;border:1px solid #c6cbd3;border-radius:6px}
button{background:#0082ef;color:#fff;border-color:#0082ef;cursor:pointer}
button:focus-visible,input:focus-visible,select:focus-visible{outline:2px solid #0082ef;outline-offset:1px}
.ok{color:#116b2c}.bad{color:#b3261e}
</style></head>
<body><main>
<h1>企业微信 WeCom · 通讯录管理 Contacts</h1>
<p>本地模拟器的管理后台 · The stand-in's admin console (development only).</p>
${data.notice ? `<p role="status" class="${data.notice.ok ? 'ok' : 'bad'}">${escapeHtml(data.notice.text)}</p>` : '<p role="status"></p>'}
<section aria-labelledby="creds"><h2 id="creds">演示凭据 Demo credentials</h2>
<p>在门户“通讯录同步”页填写以下内容 · Enter these on the portal's Directory sync page:</p>
<dl><dt>企业 ID Corp ID</dt><dd>${escapeHtml(app.corpId)}</dd><dt>Secret</dt><dd>${escapeHtml(app.secret)}</dd>
<dt>AgentId</dt><dd>${escapeHtml(app.agentId)}</dd><dt>Token</dt><dd>${escapeHtml(app.token)}</dd><dt>EncodingAESKey</dt><dd>${escapeHtml(app.encodingAesKey)}</dd></dl>
</section>
<section aria-labelledby="cb"><h2 id="cb">接收事件服务器 Callback URL</h2>
<p>填写门户“通讯录同步”页显示的回调地址；保存时会发送验证请求 · Enter the callback URL the portal shows; saving checks it like WeCom does.</p>
<form method="post" class="inline"><input type="hidden" name="action" value="callbackUrl">
<label>URL <input name="url" type="url" size="70" value="${escapeHtml(data.callbackUrl ?? '')}"></label><button>保存 Save</button></form>
${delivery}
</section>
<section aria-labelledby="deps"><h2 id="deps">部门 Departments</h2>
<table><thead><tr><th>ID</th><th>名称 Name</th><th>上级 Parent</th><th>修改 Change</th></tr></thead><tbody>${departmentRows}</tbody></table>
<h3>新建部门 Add a department</h3>
<form method="post" class="inline"><input type="hidden" name="action" value="addDepartment">
<label>名称 Name <input name="name" maxlength="64" required></label><label>上级 Parent <select name="parentId">${options(1)}</select></label><button>添加 Add</button></form>
</section>
<section aria-labelledby="mems"><h2 id="mems">成员 Members</h2>
<table><thead><tr><th>账号 Account</th><th colspan="2">资料 Details</th></tr></thead><tbody>${memberRows}</tbody></table>
<h3>添加成员 Add a member</h3>
<form method="post" class="inline"><input type="hidden" name="action" value="addMember">
<label>账号 Account <input name="userId" maxlength="64" required pattern="[A-Za-z0-9_.@\\-]+"></label>
<label>姓名 Name <input name="name" maxlength="64" required></label>
<label>手机 Mobile <input name="mobile" maxlength="20" inputmode="tel"></label>
<label>邮箱 E-mail <input name="email" type="email" maxlength="64"></label>
<label>工号 Job no. <input name="jobNumber" maxlength="30"></label>
<label>入职日期 Entry date <input name="entryDate" type="date"></label>
<label>参加工作时间 Work began <input name="workStartDate" type="date"></label>
<label>职务 Title <input name="position" maxlength="64"></label>
<label>部门 Department <select name="departmentId">${options(1)}</select></label>
<button>添加 Add</button></form>
</section>
</main></body></html>`
}

function deliveryText(delivery: Delivery): string {
  if (!delivery.url) return '未设置回调地址 · no callback URL set'
  return delivery.status !== null ? `HTTP ${delivery.status} ${delivery.body}` : `失败 failed: ${delivery.error ?? ''}`
}
