import type { ButtonHTMLAttributes } from 'react'

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'default' | 'primary'
}

export function Button({ variant = 'default', type = 'button', className, ...props }: ButtonProps) {
  return (
    <button
      {...props}
      type={type}
      data-variant={variant}
      className={['hr-button', className].filter(Boolean).join(' ')}
    />
  )
}
