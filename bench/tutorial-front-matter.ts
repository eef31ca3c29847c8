/**
 * The first lines of the front matter of a generated tutorial `bench-<index>`: its title, description,
 * section, slug and a date in 2025 that cycles through the months and days. The caller adds its own
 * lines (tags…) and the closing `---`.
 */
export function tutorialFrontMatter(index: number, title: string, description: string): string[] {
  const month = String(1 + (index % 12)).padStart(2, '0');
  const day = String(1 + (index % 28)).padStart(2, '0');
  return [
    '---',
    `title: "${title}"`,
    `description: "${description}"`,
    'section: tutorials',
    `slug: bench-${index}`,
    `date: 2025-${month}-${day}`,
  ];
}
