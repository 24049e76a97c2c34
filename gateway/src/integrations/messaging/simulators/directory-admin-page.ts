import type { DirectoryStandIn, Delivery } from './directory-admin'
import type { DirectoryCompany } from './directory-company'

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

interface Page {
  standIn: DirectoryStandIn
  company: DirectoryCompany
  callbackUrl: string | null
  deliveries: Delivery[]
  message: string
}

/**
 * The stand-in's directory admin page: the console's credentials, the callback URL, the department tree
 * and the people, each editable, and the latest callbacks sent. Plain HTML forms (no script).
 */
export function directoryAdminPage({ standIn, company, callbackUrl, deliveries, message }: Page): string {
  const departments = company.departments()
  const nameOf = (key: number) => departments.find((d) => d.key === key)?.name ?? String(key)
  const options = (selected: number | null) =>
    departments
      .map((d) => `<option value="${d.key}"${d.key === selected ? ' selected' : ''}>${escapeHtml(d.name)}</option>`)
      .join('')
  const credentials = standIn.credentials
    .map((c) => `<tr><th scope="row">${escapeHtml(c.label)}</th><td><code>${escapeHtml(c.value)}</code></td></tr>`)
    .join('')
  const departmentRows = departments
    .map(
      (d) => `<tr>
<td>${escapeHtml(standIn.departmentId(d.key))}</td><td>${escapeHtml(d.name)}</td><td>${d.parentKey === null ? '—' : escapeHtml(nameOf(d.parentKey))}</td>
<td><form method="post" action="/sim/directory/departments/${d.key}"><input type="hidden" name="form" value="1">
<label>名称 Name <input name="name" value="${escapeHtml(d.name)}" required></label>
${d.parentKey === null ? '' : `<label>上级 Parent <select name="parentKey">${options(d.parentKey)}</select></label>`}
<button type="submit">保存 Save</button></form>
${d.parentKey === null ? '' : `<form method="post" action="/sim/directory/departments/${d.key}/remove"><input type="hidden" name="form" value="1"><button type="submit" aria-label="删除 ${escapeHtml(d.name)} · Remove ${escapeHtml(d.name)}">删除 Remove</button></form>`}</td></tr>`,
    )
    .join('')
  const personRows = company
    .people()
    .map(
      (p) => `<tr>
<td>${escapeHtml(standIn.personId(p.key))}</td>
<td><form method="post" action="/sim/directory/people/${p.key}" aria-label="${escapeHtml(p.name)}"><input type="hidden" name="form" value="1">
<label>姓名 Name <input name="name" value="${escapeHtml(p.name)}" required></label>
<label>手机 Mobile <input name="mobile" value="${escapeHtml(p.mobile ?? '')}" inputmode="numeric"></label>
<label>邮箱 E-mail <input name="email" type="email" value="${escapeHtml(p.email ?? '')}"></label>
<label>工号 Job number <input name="jobNumber" value="${escapeHtml(p.jobNumber ?? '')}"></label>
<label>职务 Title <input name="title" value="${escapeHtml(p.title ?? '')}"></label>
<label>入职日期 Entry date <input name="entryDate" type="date" value="${escapeHtml(p.entryDate ?? '')}"></label>
<label>参加工作时间 Work began <input name="workStartDate" type="date" value="${escapeHtml(p.workStartDate ?? '')}"></label>
<label>部门 Department <select name="departmentKeys">${options(p.departmentKeys[0] ?? null)}</select></label>
<label>状态 Status <select name="active"><option value="true"${p.active ? ' selected' : ''}>在职 Active</option><option value="false"${p.active ? '' : ' selected'}>停用 Disabled</option></select></label>
<button type="submit">保存 Save</button></form>
<form method="post" action="/sim/directory/people/${p.key}/remove"><input type="hidden" name="form" value="1"><button type="submit" aria-label="离职 ${escapeHtml(p.name)} · ${escapeHtml(p.name)} leaves">离职 Leaves</button></form></td></tr>`,
    )
    .join('')
  const sent =
    deliveries
      .map(
        (d) =>
          `<li><time>${new Date(d.at).toLocaleTimeString('zh-CN')}</time> ${escapeHtml(d.event)} — ${escapeHtml(d.result)}</li>`,
      )
      .join('') || '<li>尚无 · none yet</li>'
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(standIn.platform)} · 通讯录 Directory</title>
<style>
:root{color-scheme:light dark}
body{font-family:system-ui,sans-serif;margin:0;padding:16px;line-height:1.5;background:Canvas;color:CanvasText}
h1{color:${standIn.colour};font-size:22px;margin:0 0 4px} h2{font-size:17px;margin:24px 0 8px}
table{border-collapse:collapse;width:100%} th,td{border-bottom:1px solid #8884;padding:6px;text-align:left;vertical-align:top}
form{display:flex;flex-wrap:wrap;gap:6px;align-items:end;margin:2px 0} label{display:flex;flex-direction:column;font-size:12px}
input,select,button{font:inherit;font-size:14px;padding:4px 6px} button{cursor:pointer}
button:focus-visible,input:focus-visible,select:focus-visible{outline:2px solid ${standIn.colour}}
.scroll{overflow-x:auto} code{word-break:break-all} label{max-width:100%} input{max-width:100%;box-sizing:border-box} input[type=url]{width:36em}
[role=status]{padding:8px;border-left:4px solid ${standIn.colour};background:#8881} [role=status]:empty{display:none}
</style></head>
<body><main>
<h1>${escapeHtml(standIn.platform)} · 通讯录模拟 Directory stand-in</h1>
<p>本地模拟器，仅供开发 · Local stand-in of the platform, for development only. 修改会向回调地址发送平台的加密回调 · Each change sends the platform's encrypted, signed callback to the callback URL.</p>
<p role="status" aria-live="polite">${escapeHtml(message)}</p>
<h2>应用凭证 App credentials</h2>
<table><tbody>${credentials}</tbody></table>
<h2>事件回调 Event callback</h2>
<form method="post" action="/sim/callback-url"><input type="hidden" name="form" value="1">
<label>回调地址 Callback URL <input name="url" type="url" value="${escapeHtml(callbackUrl ?? '')}" required></label>
<button type="submit">验证并保存 Check and save</button></form>
<h3>最近回调 Latest callbacks</h3><ul>${sent}</ul>
<h2>部门 Departments</h2>
<div class="scroll"><table><thead><tr><th scope="col">ID</th><th scope="col">名称 Name</th><th scope="col">上级 Parent</th><th scope="col">修改 Change</th></tr></thead><tbody>${departmentRows}</tbody></table></div>
<form method="post" action="/sim/directory/departments"><input type="hidden" name="form" value="1">
<label>新部门 New department <input name="name" required></label><label>上级 Parent <select name="parentKey">${options(1)}</select></label>
<button type="submit">添加 Add</button></form>
<h2>成员 People</h2>
<div class="scroll"><table><thead><tr><th scope="col">ID</th><th scope="col">资料 Details</th></tr></thead><tbody>${personRows}</tbody></table></div>
<h3>新成员 New person</h3>
<form method="post" action="/sim/directory/people"><input type="hidden" name="form" value="1">
<label>账号 Key <input name="key" pattern="[a-z0-9]{1,32}" placeholder="zhangsan"></label>
<label>姓名 Name <input name="name" required></label><label>手机 Mobile <input name="mobile" inputmode="numeric"></label>
<label>邮箱 E-mail <input name="email" type="email"></label><label>工号 Job number <input name="jobNumber"></label>
<label>职务 Title <input name="title"></label><label>部门 Department <select name="departmentKeys">${options(1)}</select></label>
<label>入职日期 Entry date <input name="entryDate" type="date"></label><label>参加工作时间 Work began <input name="workStartDate" type="date"></label>
<button type="submit">添加 Add</button></form>
</main></body></html>`
}
