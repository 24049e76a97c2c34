import { useCallback, useEffect, useState, type FormEvent } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { LoadError, useLanguage, useT } from '@hr-portal/kit'
import { messageOf } from '../api'
import { VOUCHER_ENTRIES, voucherApi, type VoucherAccounts } from './voucher-api'

type Entry = (typeof VOUCHER_ENTRIES)[number]
interface Typed {
  code: string
  name: string
}

const CODE = /^[0-9A-Za-z.-]{1,20}$/

/**
 * The company's accounts of the accounting voucher (820404): each fixed entry's code and name (the defaults of the
 * Chinese chart until HR changes them) and, optionally, each salary item's own expense account.
 */
export function VoucherAccountsForm() {
  const t = useT()
  const language = useLanguage()
  const loaded = useRequest(() => voucherApi.chart(), [])
  const [accounts, setAccounts] = useState<VoucherAccounts | null>(null)
  const [entries, setEntries] = useState<Record<string, Typed>>({})
  const [items, setItems] = useState<Record<string, Typed>>({})
  const [edited, setEdited] = useState<Set<string>>(new Set())
  const [busy, setBusy] = useState(false)
  const [said, setSaid] = useState<{ kind: 'status' | 'alert'; text: string } | null>(null)
  const show = useCallback((answer: VoucherAccounts) => {
    setAccounts(answer)
    setEntries(Object.fromEntries(answer.entries.map((e) => [e.entry, { code: e.code, name: e.name }])))
    setItems(Object.fromEntries(answer.items.map((i) => [i.item, i.account ?? { code: '', name: '' }])))
    setEdited(new Set())
  }, [])
  useEffect(() => {
    if (loaded.data) show(loaded.data)
  }, [loaded.data, show])

  const save = async (event: FormEvent) => {
    event.preventDefault()
    if (!accounts) return
    // An entry is saved when it was the company's own already or was changed now; the others keep the default.
    const own = accounts.entries.filter((e) => !e.isDefault || edited.has(e.entry)).map((e) => e.entry)
    const chosen = Object.entries(items).filter(([, typed]) => typed.code.trim() || typed.name.trim())
    const given = [...own.map((entry) => entries[entry]), ...chosen.map(([, typed]) => typed)]
    if (given.some((typed) => !CODE.test(typed.code.trim()) || !typed.name.trim()))
      return setSaid({ kind: 'alert', text: t('voucher.badCode') })
    setBusy(true)
    setSaid(null)
    try {
      show(
        await voucherApi.saveChart({
          entries: Object.fromEntries(own.map((entry) => [entry, entries[entry]])),
          items: chosen.map(([item, typed]) => ({ item, code: typed.code.trim(), name: typed.name.trim() })),
        }),
      )
      setSaid({ kind: 'status', text: t('voucher.saved') })
    } catch (cause) {
      setSaid({ kind: 'alert', text: messageOf(cause) })
    } finally {
      setBusy(false)
    }
  }

  const fields = (what: string, typed: Typed, change: (next: Typed) => void) => (
    <>
      <td>
        <input
          value={typed.code}
          maxLength={20}
          aria-label={t('voucher.codeOf', { what })}
          onChange={(e) => change({ ...typed, code: e.target.value })}
        />
      </td>
      <td>
        <input
          value={typed.name}
          maxLength={60}
          aria-label={t('voucher.nameOf', { what })}
          onChange={(e) => change({ ...typed, name: e.target.value })}
        />
      </td>
    </>
  )

  return (
    <form className="voucher-accounts" onSubmit={save} data-testid="voucher-accounts">
      <h2>{t('voucher.accounts')}</h2>
      <p className="slip-hint">{t('voucher.accountsHint')}</p>
      <LoadError error={loaded.error} retry={loaded.retry} />
      {accounts && (
        <>
          <div className="table-scroll">
            <table>
              <thead>
                <tr>
                  <th scope="col">{t('voucher.purpose')}</th>
                  <th scope="col">{t('voucher.code')}</th>
                  <th scope="col">{t('voucher.name')}</th>
                </tr>
              </thead>
              <tbody>
                {VOUCHER_ENTRIES.map((entry: Entry) => {
                  const what = t(`voucher.entry.${entry}`)
                  return (
                    <tr key={entry}>
                      <th scope="row">
                        {what}
                        {accounts.entries.find((e) => e.entry === entry)?.isDefault && !edited.has(entry) && (
                          <span className="voucher-default"> · {t('voucher.default')}</span>
                        )}
                      </th>
                      {fields(what, entries[entry] ?? { code: '', name: '' }, (next) => {
                        setEntries({ ...entries, [entry]: next })
                        setEdited(new Set([...edited, entry]))
                      })}
                    </tr>
                  )
                })}
              </tbody>
            </table>
          </div>
          <details>
            <summary>{t('voucher.items')}</summary>
            <p className="slip-hint">{t('voucher.itemsHint')}</p>
            <div className="table-scroll">
              <table>
                <thead>
                  <tr>
                    <th scope="col">{t('voucher.item')}</th>
                    <th scope="col">{t('voucher.code')}</th>
                    <th scope="col">{t('voucher.name')}</th>
                  </tr>
                </thead>
                <tbody>
                  {accounts.items.map((item) => {
                    const what = language === 'en' ? item.nameEn || item.nameZh : item.nameZh
                    return (
                      <tr key={item.item}>
                        <th scope="row">{what}</th>
                        {fields(what, items[item.item] ?? { code: '', name: '' }, (next) =>
                          setItems({ ...items, [item.item]: next }),
                        )}
                      </tr>
                    )
                  })}
                </tbody>
              </table>
            </div>
          </details>
          <div className="form-actions">
            <button type="submit" className="primary" disabled={busy}>
              {t('voucher.save')}
            </button>
            {said && (
              <span role={said.kind} className={said.kind === 'alert' ? 'form-error' : 'form-done'}>
                {said.text}
              </span>
            )}
          </div>
        </>
      )}
    </form>
  )
}
