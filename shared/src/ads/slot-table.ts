// Ad slot identifiers by type, and their formats (docs/product/ads.md#slots, #formats). Slot ids come from the runtime
// configuration (ADSENSE_SLOTS, e.g. "display.horizontal=1234567890,inFeed.ad1=…"); an unknown
// type or name yields no slot.
export const AD_SLOT_NAMES = {
  multiplex: ['vertical', 'horizontal'],
  inArticle: ['ad1', 'ad2', 'ad3', 'ad4'],
  inFeed: ['ad1', 'ad2'],
  display: ['vertical', 'vertical1', 'horizontal', 'square'],
} as const;

export type AdType = keyof typeof AD_SLOT_NAMES;

export interface AdFormat {
  /** data-ad-format */
  format: 'autorelaxed' | 'fluid' | 'auto';
  /** data-ad-layout (in-article) */
  layout?: 'in-article';
  /** data-ad-layout-key (in-feed) */
  layoutKey?: string;
  /** data-full-width-responsive */
  fullWidthResponsive?: boolean;
  /** Space reserved before the ad fills, so nothing moves (px). */
  height: number;
}

export interface AdSlotSpec extends AdFormat {
  type: AdType;
  name: string;
  /** The AdSense slot id, or '' when none is configured. */
  slotId: string;
}

/** In-feed ads need the layout key AdSense generates for the feed's look. */
export const IN_FEED_LAYOUT_KEY = '-6t+ed+2i-1n-4w';

function formatOf(type: AdType, name: string): AdFormat {
  switch (type) {
    case 'multiplex':
      return { format: 'autorelaxed', height: name === 'vertical' ? 600 : 320 };
    case 'inArticle':
      return { format: 'fluid', layout: 'in-article', height: 280 };
    case 'inFeed':
      return { format: 'fluid', layoutKey: IN_FEED_LAYOUT_KEY, height: 300 };
    case 'display':
      return { format: 'auto', fullWidthResponsive: true, height: name.startsWith('vertical') ? 600 : name === 'square' ? 300 : 120 };
  }
}

export function isAdType(type: string): type is AdType {
  return Object.hasOwn(AD_SLOT_NAMES, type);
}

/** The slot of a type and name, or null for an unknown type or name. */
export function adSlot(type: string, name: string, slotIds: Record<string, string> = {}): AdSlotSpec | null {
  if (!isAdType(type)) return null;
  if (!(AD_SLOT_NAMES[type] as readonly string[]).includes(name)) return null;
  return { type, name, slotId: slotIds[`${type}.${name}`] ?? '', ...formatOf(type, name) };
}
