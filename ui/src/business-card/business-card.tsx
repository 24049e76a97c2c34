export interface BusinessCardProps {
  /** §2: 2 lays the card out vertically; anything else horizontally. */
  direction?: number
  title: string
  realName?: string
  userName: string
  /** Shown only when `showAvatar` is 1. */
  avatarUrl?: string
  showAvatar?: number
  content?: string
  logoUrl?: string
  backgroundUrl?: string
  /** Text colours; black by default. */
  titleColor?: string
  nameColor?: string
  contentColor?: string
  /** Accessible name of the card, e.g. 'Business card preview'. */
  label: string
}

const BLACK = '#000000'

/** §2 business card preview: title, the real name (else the user name), avatar, content, logo, background. */
export function BusinessCard(props: BusinessCardProps) {
  const vertical = props.direction === 2
  const name = props.realName?.trim() || props.userName
  return (
    <figure
      className="hr-card"
      data-direction={vertical ? 'vertical' : 'horizontal'}
      aria-label={props.label}
      data-testid="business-card"
      style={props.backgroundUrl ? { backgroundImage: `url("${encodeURI(props.backgroundUrl)}")` } : undefined}
    >
      {props.showAvatar === 1 && props.avatarUrl && <img className="hr-card-avatar" src={props.avatarUrl} alt="" />}
      <div className="hr-card-text">
        <strong className="hr-card-title" style={{ color: props.titleColor ?? BLACK }}>
          {props.title}
        </strong>
        <span className="hr-card-name" style={{ color: props.nameColor ?? BLACK }}>
          {name}
        </span>
        {props.content && (
          <p className="hr-card-content" style={{ color: props.contentColor ?? BLACK }}>
            {props.content}
          </p>
        )}
      </div>
      {props.logoUrl && <img className="hr-card-logo" src={props.logoUrl} alt="" />}
    </figure>
  )
}
