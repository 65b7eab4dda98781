import type { ReactNode } from 'react'

// Line icons (24 px grid, currentColor), decorative: every button also carries its name in text.

function Icon({ children, size = 22 }: { children: ReactNode; size?: number }) {
  return (
    <svg
      className="icon"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  )
}

export const BackIcon = () => (
  <Icon>
    <path d="M15 5 8 12l7 7" />
  </Icon>
)
export const UndoIcon = () => (
  <Icon>
    <path d="M9 14 4 9l5-5" />
    <path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />
  </Icon>
)
export const RedoIcon = () => (
  <Icon>
    <path d="m15 14 5-5-5-5" />
    <path d="M20 9H9.5a5.5 5.5 0 0 0 0 11H13" />
  </Icon>
)
export const StartOverIcon = () => (
  <Icon>
    <path d="M4 12a8 8 0 1 0 2.3-5.7M4 4.5V10h5.5" />
  </Icon>
)
export const PrintIcon = () => (
  <Icon>
    <path d="M7 9V3.5h10V9M7 17.5H4.5v-7a1.5 1.5 0 0 1 1.5-1.5h12a1.5 1.5 0 0 1 1.5 1.5v7H17" />
    <path d="M7 14h10v6.5H7z" />
  </Icon>
)
export const DownloadIcon = () => (
  <Icon>
    <path d="M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M5 19.5h14" />
  </Icon>
)
export const FillIcon = () => (
  <Icon size={26}>
    <path d="m11 3.5 8.5 8.5-7 7a2 2 0 0 1-2.8 0L4 13.3a2 2 0 0 1 0-2.8z" />
    <path d="M4.5 12h14.5" />
    <path d="M20.5 15.5s1.5 2 1.5 3a1.5 1.5 0 0 1-3 0c0-1 1.5-3 1.5-3z" fill="currentColor" />
  </Icon>
)
export const BrushIcon = () => (
  <Icon size={26}>
    <path d="M20 3.5 10.5 13" />
    <path d="M10.5 13c-2-1-4.5 0-4.5 2.5 0 2-1.5 3-2.5 3.5 3 1.5 7.5 1 8.5-2 .5-1.5 0-3-1.5-4z" />
  </Icon>
)
export const EraserIcon = () => (
  <Icon size={26}>
    <path d="m15.5 4 5 5-9.5 9.5H6.5l-3-3a1.5 1.5 0 0 1 0-2.1z" />
    <path d="M9 9.5l5 5M11 18.5h9" />
  </Icon>
)
export const ZoomInIcon = () => (
  <Icon>
    <path d="M12 5v14M5 12h14" />
  </Icon>
)
export const ZoomOutIcon = () => (
  <Icon>
    <path d="M5 12h14" />
  </Icon>
)
export const FitIcon = () => (
  <Icon>
    <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
  </Icon>
)
