// The roadmap's level discs read as choices, not as disabled controls: each number stands out from its
// disc, and no disc is a pale grey one with a low-contrast number.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

type Rgb = [number, number, number];

function rgb(color: string): Rgb {
  const [r = 0, g = 0, b = 0] = (color.match(/[\d.]+/g) ?? []).map(Number);
  return [r, g, b];
}

function luminance([r, g, b]: Rgb): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** How far a colour is from grey: 0 for greys, up to 255. */
function chroma(color: Rgb): number {
  return Math.max(...color) - Math.min(...color);
}

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 360, height: 780 },
]) {
  test(`roadmap, ${viewport.name}: the level discs do not look disabled`, async ({ page }, testInfo) => {
    await page.setViewportSize(viewport);
    await page.goto('/ai-roadmap', { waitUntil: 'networkidle' });
    const levels = page.locator('.roadmap__levels');
    await testInfo.attach('levels', { body: await levels.screenshot(), contentType: 'image/png' });

    const discs = await levels.locator('.roadmap-level__number').evaluateAll((icons) =>
      icons.map((icon) => ({
        number: icon.textContent?.trim() ?? '',
        background: getComputedStyle(icon).backgroundColor,
        color: getComputedStyle(icon).color,
      })),
    );
    expect(discs.map((disc) => disc.number)).toEqual(['1', '2', '3', '4']);
    for (const disc of discs) {
      const [background, color] = [rgb(disc.background), rgb(disc.color)];
      expect(contrast(background, color), `level ${disc.number}: number on its disc`).toBeGreaterThanOrEqual(4.5);
      expect(Math.max(chroma(background), chroma(color)), `level ${disc.number}: a coloured disc or number, not grey`).toBeGreaterThan(40);
    }
    // The level being read is a solid disc with a light number, the others pale discs with dark numbers.
    const current = discs[0]!;
    expect(luminance(rgb(current.background))).toBeLessThan(luminance(rgb(current.color)));

    const { violations } = await new AxeBuilder({ page }).include('.roadmap__levels').analyze();
    expect(violations.map((violation) => violation.id)).toEqual([]);
  });
}
