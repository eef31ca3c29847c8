export function Brand() {
  return (
    <span className="brand">
      <svg className="brand__mark" viewBox="0 0 64 64" width="30" height="30" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill="#0b4f4a" />
        <circle cx="20" cy="22" r="6" fill="#c8f0d8" />
        <circle cx="44" cy="42" r="6" fill="#2e9e6b" />
        <path d="M24 24 C34 26 32 40 40 41" stroke="#c8f0d8" strokeWidth="4" fill="none" strokeLinecap="round" />
      </svg>
      <span className="brand__name">AI Creator Hub</span>
    </span>
  );
}
