/** The first slide, inline so the page's largest paint needs no extra request. */
export function HeroPicture() {
  return (
    <svg className="carousel__picture" viewBox="0 0 360 200" role="img" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="hero-g" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#0b6e4f" />
          <stop offset="1" stopColor="#14a37f" />
        </linearGradient>
      </defs>
      <rect width="360" height="200" rx="16" fill="url(#hero-g)" />
      <rect x="236" y="28" width="84" height="144" rx="14" fill="#fff" />
      <rect x="248" y="46" width="60" height="94" rx="6" fill="#d8f3ea" />
      <circle cx="278" cy="93" r="22" fill="#f6c445" />
      <path d="M268 94l7 7 14-15" stroke="#0b6e4f" strokeWidth="5" fill="none" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="278" cy="156" r="6" fill="#0b6e4f" />
      <circle cx="70" cy="60" r="26" fill="#ffffff" opacity=".18" />
      <circle cx="150" cy="120" r="40" fill="#ffffff" opacity=".12" />
    </svg>
  );
}
