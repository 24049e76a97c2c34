import { useT } from '../i18n/use-t'
import { brand, brandName } from './brand'

/** The brand in the top bar: its logo and system name, linked to its site when it has one. */
export function BrandMark() {
  const t = useT()
  const name = brandName(t)
  const content = (
    <>
      {brand.logoUrl && <img className="shell-brand-logo" src={brand.logoUrl} alt="" width={24} height={24} />}
      <span>{name}</span>
    </>
  )
  return brand.linkUrl ? (
    <a className="shell-brand" href={brand.linkUrl} target="_blank" rel="noopener noreferrer" data-testid="brand">
      {content}
    </a>
  ) : (
    <span className="shell-brand" data-testid="brand">
      {content}
    </span>
  )
}
