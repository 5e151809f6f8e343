import { Link } from 'react-router'

/** The Orion wordmark, with its three-star belt, linking home. */
export function Brand({ showName = true }: { showName?: boolean }) {
  return (
    <Link to="/" aria-label="Orion home" className="flex items-center gap-2 rounded-lg">
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true">
        <rect width="32" height="32" rx="8" className="fill-accent-strong" />
        <g className="fill-white">
          <circle cx="9" cy="8" r="1.6" />
          <circle cx="23" cy="7" r="1.6" />
          <circle cx="13" cy="16" r="1.3" />
          <circle cx="16" cy="16.5" r="1.3" />
          <circle cx="19" cy="17" r="1.3" />
          <circle cx="9" cy="25" r="1.6" />
          <circle cx="23" cy="24" r="1.6" />
        </g>
      </svg>
      {showName ? <span className="text-lg font-semibold tracking-wide">Orion</span> : null}
    </Link>
  )
}
