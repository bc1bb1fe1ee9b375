const SEEDS = [
  [150, 120, -20],
  [185, 100, 10],
  [222, 104, -8],
  [258, 122, 18],
  [170, 150, 25],
  [210, 140, -15],
  [245, 158, 5],
  [130, 158, -30],
  [280, 160, 30],
] as const;

/** A drawn smash burger for the home hero: decoration, so screen readers skip it. */
export function HeroBurgerArt({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 400 400" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="hero-bun" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#f7b56a" />
          <stop offset="1" stopColor="#d4782a" />
        </linearGradient>
        <linearGradient id="hero-patty" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#6b3f1d" />
          <stop offset="1" stopColor="#3e220f" />
        </linearGradient>
      </defs>
      <ellipse cx="200" cy="352" rx="150" ry="16" fill="#000" opacity="0.35" />
      <path d="M62 286h276c0 36-30 56-64 56H126c-34 0-64-20-64-56z" fill="url(#hero-bun)" />
      <rect x="48" y="236" width="304" height="50" rx="25" fill="url(#hero-patty)" />
      <path
        d="M90 252h40M160 258h50M240 250h40M300 262h24"
        stroke="#8a5530"
        strokeWidth="5"
        strokeLinecap="round"
      />
      <path
        d="M52 222h296l-8 22h-24l-10 24-12-24h-60l-9 30-11-30h-68l-10 22-10-22H60z"
        fill="#fbbf24"
      />
      <path
        d="M44 214c14 22 26-6 40 10s26-8 40 6 26-6 40 6 26-8 40 4 26-6 40 6 26-6 40 4 26-8 32 0l-2-20H46z"
        fill="#7cb342"
      />
      <rect x="58" y="196" width="284" height="14" rx="7" fill="#e53935" />
      <path
        d="M60 196c0-78 64-124 140-124s140 46 140 124c0 8-6 12-14 12H74c-8 0-14-4-14-12z"
        fill="url(#hero-bun)"
      />
      <path
        d="M92 150c18-38 58-60 108-62"
        stroke="#fff"
        strokeOpacity="0.35"
        strokeWidth="10"
        strokeLinecap="round"
        fill="none"
      />
      {SEEDS.map(([x, y, angle]) => (
        <ellipse
          key={`${x}-${y}`}
          cx={x}
          cy={y}
          rx="7"
          ry="3.5"
          fill="#fff6e0"
          transform={`rotate(${angle} ${x} ${y})`}
        />
      ))}
    </svg>
  );
}
