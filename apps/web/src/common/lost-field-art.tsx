/** A small scarecrow-in-a-field drawing for the 404 and 403 states. */
export function LostFieldArt({ locked = false }: { locked?: boolean }) {
  return (
    <svg width="180" height="120" viewBox="0 0 180 120" aria-hidden>
      <ellipse cx="90" cy="108" rx="80" ry="10" fill="#e3f1e7" />
      <path d="M10 106 C50 92 130 92 170 106" stroke="#88cc9e" strokeWidth="3" fill="none" />
      <g stroke="#64bd81" strokeWidth="3" strokeLinecap="round">
        <path d="M30 104 V88" />
        <path d="M30 92 l-6 -6" />
        <path d="M150 104 V86" />
        <path d="M150 90 l6 -6" />
      </g>
      <rect x="87" y="40" width="6" height="66" rx="3" fill="#9a7450" />
      <rect x="62" y="52" width="56" height="6" rx="3" fill="#9a7450" />
      <path d="M74 58 h32 l-4 30 h-24Z" fill="#2f8f51" />
      <circle cx="90" cy="36" r="12" fill="#f3e2b8" />
      <path d="M72 30 h36 l-8 -12 h-20Z" fill="#d8a444" />
      {locked ? (
        <g transform="translate(122 20)">
          <rect x="0" y="14" width="30" height="24" rx="5" fill="#2f8f51" />
          <path d="M7 14 V9 a8 8 0 0 1 16 0 V14" stroke="#2f8f51" strokeWidth="4" fill="none" />
          <circle cx="15" cy="26" r="3.5" fill="#ffffff" />
        </g>
      ) : (
        <text x="128" y="40" fontSize="26" fontWeight="700" fill="#2f8f51">
          ?
        </text>
      )}
    </svg>
  );
}
