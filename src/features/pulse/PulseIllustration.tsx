/** The Pulse teaser's picture: a city skyline under a rising trend line. */
export function PulseIllustration() {
  return (
    <svg
      className="pp-pulse__image"
      viewBox="0 0 320 200"
      role="img"
      aria-label="Market pulse illustration"
      xmlns="http://www.w3.org/2000/svg"
    >
      <defs>
        <linearGradient id="pp-pulse-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#e8f0fc" />
          <stop offset="1" stopColor="#ffffff" />
        </linearGradient>
      </defs>
      <rect x="0" y="0" width="320" height="200" rx="16" fill="url(#pp-pulse-sky)" />
      <circle cx="44" cy="42" r="18" fill="#fbd065" />
      <g fill="#8abbff">
        <rect x="28" y="96" width="34" height="80" rx="3" />
        <rect x="70" y="70" width="40" height="106" rx="3" />
        <rect x="118" y="112" width="30" height="64" rx="3" />
      </g>
      <g fill="#4c90f0">
        <rect x="156" y="60" width="44" height="116" rx="3" />
        <rect x="208" y="92" width="36" height="84" rx="3" />
        <rect x="252" y="118" width="40" height="58" rx="3" />
      </g>
      <g fill="#ffffff" opacity="0.75">
        <rect x="80" y="82" width="8" height="8" />
        <rect x="94" y="82" width="8" height="8" />
        <rect x="80" y="98" width="8" height="8" />
        <rect x="94" y="98" width="8" height="8" />
        <rect x="166" y="72" width="8" height="8" />
        <rect x="182" y="72" width="8" height="8" />
        <rect x="166" y="88" width="8" height="8" />
        <rect x="182" y="88" width="8" height="8" />
        <rect x="216" y="104" width="8" height="8" />
        <rect x="230" y="104" width="8" height="8" />
      </g>
      <rect x="16" y="176" width="288" height="4" rx="2" fill="#184a90" />
      <polyline
        points="24,150 70,128 108,138 150,96 196,108 240,62 292,40"
        fill="none"
        stroke="#184a90"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="292" cy="40" r="6" fill="#184a90" />
    </svg>
  );
}
