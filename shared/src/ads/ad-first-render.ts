// What the first render of the page knows about ads, provided by the shell on the server (from the
// configuration and the visitor's ad-free hint cookie) and in the browser (from the page's payload),
// so both render the same ad space and the page hydrates without moving.
import { createContext } from 'react';
import type { AdFirstRender } from 'contracts';

/** No ads known: the development servers, and tests that provide nothing. */
export const NO_ADS_FIRST_RENDER: AdFirstRender = { client: '', slotIds: {}, preview: false, adFree: false };

export const AdFirstRenderContext = createContext<AdFirstRender>(NO_ADS_FIRST_RENDER);
