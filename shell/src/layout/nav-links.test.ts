import { describe, expect, it } from '@jest/globals';
import { activeKey, isMoreActive } from './nav-links.ts';

describe('the active tab follows the path prefix', () => {
  it.each([
    ['/', 'home'],
    ['/ai-roadmap', 'ai-roadmap'],
    ['/workflows', 'workflows'],
    ['/workflows/flux-krea-text-to-image', 'workflows'],
    ['/tutorials/install-flux-comfyui', 'tutorials'],
    ['/earning-ideas', 'earning-ideas'],
    ['/blog/ComfyUIvsMidJourney', 'blog'],
    ['/contact', null],
    ['/blogger', null],
  ])('%s → %s', (path, key) => {
    expect(activeKey(path)).toBe(key);
  });

  it('marks More active for its three sections only', () => {
    expect(isMoreActive('/tutorials/install-stable-diffusion')).toBe(true);
    expect(isMoreActive('/blog')).toBe(true);
    expect(isMoreActive('/workflows')).toBe(false);
    expect(isMoreActive('/')).toBe(false);
  });
});
