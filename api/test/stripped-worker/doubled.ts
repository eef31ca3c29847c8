// Imported by entry.ts (statically) and by late-import.ts (dynamically).
export const doubled = (n: number): number => 2 * n;
