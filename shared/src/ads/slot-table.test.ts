import { describe, expect, it } from '@jest/globals';
import { AD_SLOT_NAMES, IN_FEED_LAYOUT_KEY, adSlot } from './slot-table.ts';
import { adRendering } from './ad-state.ts';

describe('the ad slot table (docs/product/ads.md#slots)', () => {
  const ids = { 'display.horizontal': '111', 'inFeed.ad2': '222' };

  it('knows every type and name of the spec', () => {
    expect(AD_SLOT_NAMES).toEqual({
      multiplex: ['vertical', 'horizontal'],
      inArticle: ['ad1', 'ad2', 'ad3', 'ad4'],
      inFeed: ['ad1', 'ad2'],
      display: ['vertical', 'vertical1', 'horizontal', 'square'],
    });
    for (const [type, names] of Object.entries(AD_SLOT_NAMES)) {
      for (const name of names) expect(adSlot(type, name)).toMatchObject({ type, name });
    }
  });

  it('uses the formats of docs/product/ads.md#formats', () => {
    expect(adSlot('multiplex', 'vertical')).toMatchObject({ format: 'autorelaxed' });
    expect(adSlot('multiplex', 'horizontal')).toMatchObject({ format: 'autorelaxed' });
    for (const name of AD_SLOT_NAMES.inArticle) expect(adSlot('inArticle', name)).toMatchObject({ format: 'fluid', layout: 'in-article' });
    for (const name of AD_SLOT_NAMES.inFeed)
      expect(adSlot('inFeed', name)).toMatchObject({ format: 'fluid', layoutKey: IN_FEED_LAYOUT_KEY });
    for (const name of AD_SLOT_NAMES.display) expect(adSlot('display', name)).toMatchObject({ format: 'auto', fullWidthResponsive: true });
  });

  it('maps slots to the configured AdSense slot ids', () => {
    expect(adSlot('display', 'horizontal', ids)?.slotId).toBe('111');
    expect(adSlot('inFeed', 'ad2', ids)?.slotId).toBe('222');
    expect(adSlot('inFeed', 'ad1', ids)?.slotId).toBe('');
  });

  it('yields no slot for an unknown type or name', () => {
    expect(adSlot('banner', 'horizontal', ids)).toBeNull();
    expect(adSlot('display', 'ad1', ids)).toBeNull();
    expect(adSlot('inArticle', 'ad5', ids)).toBeNull();
    expect(adSlot('toString', 'ad1', ids)).toBeNull();
  });
});

describe('the ad gate decision table', () => {
  const CLIENT = 'ca-pub-0000000000000000';
  it.each([
    [false, 'ready', CLIENT, false, 'live'],
    [false, 'absent', CLIENT, false, 'reserved'],
    [false, 'absent', '', false, 'none'],
    [false, 'failed', CLIENT, false, 'none'],
    [false, 'loading', CLIENT, false, 'reserved'],
    [true, 'loading', CLIENT, false, 'none'],
    [true, 'ready', CLIENT, false, 'none'],
    [true, 'absent', CLIENT, false, 'none'],
    [false, 'absent', '', true, 'preview'],
    [true, 'ready', CLIENT, true, 'none'],
  ] as const)('ad-free %s, script %s, client "%s", preview %s → %s', (adFree, script, client, preview, expected) => {
    expect(adRendering({ script, client, preview }, adFree)).toBe(expected);
  });
});
