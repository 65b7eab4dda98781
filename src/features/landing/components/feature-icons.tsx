// Small line icons for the features block, drawn in the brand colour; decorative only.
const common = {
  width: 40,
  height: 40,
  viewBox: '0 0 40 40',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2.5,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  focusable: false,
}

export function SparkIcon() {
  return (
    <svg {...common} aria-hidden="true">
      <path d="M20 5c1.4 7.2 3.8 9.6 11 11-7.2 1.4-9.6 3.8-11 11-1.4-7.2-3.8-9.6-11-11 7.2-1.4 9.6-3.8 11-11Z" />
      <path d="M32 27c.6 2.9 1.6 3.9 4.5 4.5-2.9.6-3.9 1.6-4.5 4.5-.6-2.9-1.6-3.9-4.5-4.5 2.9-.6 3.9-1.6 4.5-4.5Z" />
    </svg>
  )
}

export function SmileIcon() {
  return (
    <svg {...common} aria-hidden="true">
      <circle cx="20" cy="20" r="15" />
      <path d="M13.5 23.5c3.6 4.4 9.4 4.4 13 0" />
      <path d="M14.5 15.5v1.5M25.5 15.5v1.5" />
    </svg>
  )
}

export function StylesIcon() {
  return (
    <svg {...common} aria-hidden="true">
      <rect x="5" y="9" width="18" height="24" rx="3" />
      <rect x="17" y="5" width="18" height="24" rx="3" fill="#fff" />
      <path d="M21 21c2.5-5 5-5 10-8M21 25h10" />
    </svg>
  )
}
