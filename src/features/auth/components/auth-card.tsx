import type { ReactNode } from 'react'

type Props = { title: string; children: ReactNode }

export function AuthCard({ title, children }: Props) {
  return (
    <section className="auth-card" aria-labelledby="auth-card-title">
      <h1 id="auth-card-title">{title}</h1>
      {children}
    </section>
  )
}
