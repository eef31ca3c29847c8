// One page of each kind a visitor reaches, for the checks that walk the whole site.
export const VISITOR_PAGES = [
  '/',
  '/tutorials',
  '/earning-ideas',
  '/blog',
  '/tutorials/install-flux-comfyui',
  '/ai-roadmap',
  '/workflows',
  '/workflows/sdxl-text-to-image',
  '/search?q=comfyui',
  '/contact',
  '/pricing',
  '/privacy',
  '/signin',
  '/signup',
  '/no-such-page',
];
