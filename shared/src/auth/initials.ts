/** Up to two capital letters for an avatar: the first letters of the first two words of `name`, else of `fallback` (an e-mail), else "?". */
export function initials(name: string, fallback = ''): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
  return letters || fallback.charAt(0).toUpperCase() || '?';
}
