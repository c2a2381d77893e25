/**
 * Illustrations for the login carousel, drawn inline so no image asset has to be fetched or
 * licensed. Both fill their box (slice) so the composition survives any aspect ratio.
 */
export function FieldsAtSunrise() {
  return (
    <svg viewBox="0 0 800 600" preserveAspectRatio="xMidYMid slice" width="100%" height="100%" aria-hidden>
      <defs>
        <linearGradient id="sky1" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fbe7b5" />
          <stop offset="0.55" stopColor="#f6f0d8" />
          <stop offset="1" stopColor="#d6efdc" />
        </linearGradient>
        <radialGradient id="sun1" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#fff6d6" />
          <stop offset="0.6" stopColor="#ffd98a" />
          <stop offset="1" stopColor="#ffd98a" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="field1" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#4fae6c" />
          <stop offset="1" stopColor="#2a7f48" />
        </linearGradient>
      </defs>
      <rect width="800" height="600" fill="url(#sky1)" />
      <circle cx="500" cy="200" r="120" fill="url(#sun1)" />
      <circle cx="500" cy="200" r="52" fill="#ffe7a3" />
      <g fill="#ffffff" opacity="0.7">
        <ellipse cx="250" cy="120" rx="70" ry="16" />
        <ellipse cx="300" cy="108" rx="44" ry="14" />
        <ellipse cx="610" cy="92" rx="52" ry="12" />
      </g>
      <path d="M0 330 C120 270 240 280 360 310 S600 270 800 300 V600 H0Z" fill="#b9e0bf" />
      <path d="M0 370 C150 320 300 345 430 360 S650 320 800 350 V600 H0Z" fill="#86c995" />
      <path d="M0 420 C180 380 380 390 520 410 S720 395 800 400 V600 H0Z" fill="url(#field1)" />
      <g stroke="#d8f2dd" strokeOpacity="0.35" strokeWidth="3" fill="none" strokeLinecap="round">
        <path d="M-40 600 C120 520 260 470 400 430" />
        <path d="M40 600 C180 525 300 478 420 436" />
        <path d="M140 600 C250 530 340 485 440 440" />
        <path d="M250 600 C330 535 390 490 460 444" />
        <path d="M370 600 C410 540 450 495 480 448" />
        <path d="M490 600 C500 545 505 500 500 452" />
        <path d="M610 600 C590 545 560 500 520 455" />
        <path d="M730 600 C680 545 620 500 540 458" />
        <path d="M850 600 C770 545 690 500 560 460" />
      </g>
      <g transform="translate(545 322)">
        <path d="M0 40 V12 L28 -6 L56 12 V40Z" fill="#f4efe4" />
        <path d="M-6 14 L28 -10 L62 14" stroke="#b2543b" strokeWidth="7" fill="none" strokeLinejoin="round" />
        <rect x="20" y="20" width="16" height="20" fill="#b2543b" />
      </g>
      <g transform="translate(215 338)" fill="#2f8f51">
        <rect x="-3" y="0" width="6" height="46" fill="#7a5a3a" />
        <circle cx="0" cy="-6" r="24" />
        <circle cx="-16" cy="8" r="16" />
        <circle cx="16" cy="8" r="16" />
      </g>
    </svg>
  );
}

export function TraceFromFarm() {
  return (
    <svg viewBox="0 0 800 600" preserveAspectRatio="xMidYMid slice" width="100%" height="100%" aria-hidden>
      <defs>
        <linearGradient id="sky2" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#1f6b43" />
          <stop offset="1" stopColor="#2f8f51" />
        </linearGradient>
      </defs>
      <rect width="800" height="600" fill="url(#sky2)" />
      <g fill="none" stroke="#ffffff" strokeOpacity="0.08" strokeWidth="2">
        <circle cx="580" cy="120" r="90" />
        <circle cx="580" cy="120" r="150" />
        <circle cx="580" cy="120" r="210" />
      </g>
      {/* Tea terraces */}
      <g>
        <path d="M0 420 C160 380 320 392 480 410 S720 400 800 392 V600 H0Z" fill="#4fae6c" />
        <path d="M0 470 C170 438 330 448 500 462 S720 452 800 446 V600 H0Z" fill="#3f9d5e" />
        <path d="M0 520 C180 495 340 505 520 515 S720 508 800 504 V600 H0Z" fill="#2f8f51" />
        <g
          stroke="#9fd8ad"
          strokeOpacity="0.5"
          strokeWidth="3"
          strokeDasharray="2 12"
          strokeLinecap="round"
          fill="none"
        >
          <path d="M0 436 C160 398 320 410 480 426 S720 416 800 410" />
          <path d="M0 486 C170 455 330 465 500 478 S720 468 800 462" />
          <path d="M0 536 C180 512 340 522 520 531 S720 524 800 520" />
        </g>
      </g>
      {/* Path from the field to the code */}
      <path
        d="M215 400 C250 300 290 250 360 250"
        stroke="#ffe7a3"
        strokeWidth="3"
        strokeDasharray="6 10"
        fill="none"
        strokeLinecap="round"
      />
      <circle cx="215" cy="400" r="10" fill="#ffe7a3" />
      <g transform="translate(195 352)">
        <path d="M20 40 C20 20 30 6 50 0 C48 22 38 36 20 40Z" fill="#c7ecd3" />
        <path d="M20 40 C18 24 8 14 -6 12 C-4 28 6 38 20 40Z" fill="#ffffff" />
      </g>
      {/* Trace label card with a stylised code */}
      <g transform="translate(360 150)">
        <rect width="220" height="200" rx="18" fill="#ffffff" />
        <rect x="20" y="20" width="84" height="84" rx="8" fill="#eef8f1" />
        <g fill="#1f6b43">
          <rect x="28" y="28" width="24" height="24" rx="3" />
          <rect x="72" y="28" width="24" height="24" rx="3" />
          <rect x="28" y="72" width="24" height="24" rx="3" />
          <rect x="62" y="62" width="10" height="10" />
          <rect x="78" y="70" width="10" height="10" />
          <rect x="66" y="84" width="10" height="10" />
          <rect x="86" y="86" width="10" height="10" />
        </g>
        <rect x="120" y="28" width="80" height="10" rx="5" fill="#2f8f51" />
        <rect x="120" y="48" width="60" height="8" rx="4" fill="#cfe7d6" />
        <rect x="120" y="64" width="70" height="8" rx="4" fill="#cfe7d6" />
        <rect x="120" y="80" width="50" height="8" rx="4" fill="#cfe7d6" />
        <rect x="20" y="124" width="180" height="8" rx="4" fill="#e6efe9" />
        <rect x="20" y="142" width="150" height="8" rx="4" fill="#e6efe9" />
        <rect x="20" y="166" width="76" height="18" rx="9" fill="#ffe7a3" />
      </g>
    </svg>
  );
}
