import { describe, expect, it } from '@jest/globals';
import { catalogueMeta, catalogueSlugs } from '../test/catalogue.ts';
import { commercialUse, licenceTerms } from './licences.ts';

describe('commercialUse', () => {
  it('knows every licence the catalogue uses', () => {
    const licences = catalogueSlugs.flatMap((slug) => {
      const meta = catalogueMeta(slug);
      return [...meta.models, ...(meta.services ?? [])].map((m) => m.licence);
    });
    expect(licences.filter((l) => !licenceTerms(l))).toEqual([]);
  });

  it('lets the strictest term win, apart for the images and for a generation service', () => {
    const verdict = commercialUse([
      {
        name: 'flux1-krea-dev_fp8_scaled.safetensors',
        licence: 'FLUX.1 [dev] Non-Commercial License',
        licenceUrl: 'https://example.org/flux',
      },
      { name: 'clip_l.safetensors', licence: 'MIT' },
      { name: 'ae.safetensors', licence: 'Apache-2.0 (the FLUX.1 [schnell] autoencoder)' },
    ]);
    expect(verdict.images).toBe('conditions');
    expect(verdict.service).toBe('no');
    expect(verdict.licences.map((l) => [l.licence, l.url, l.items])).toEqual([
      ['FLUX.1 [dev] Non-Commercial License', 'https://example.org/flux', ['flux1-krea-dev_fp8_scaled.safetensors']],
      ['MIT', 'https://opensource.org/license/mit', ['clip_l.safetensors']],
      ['Apache-2.0', 'https://www.apache.org/licenses/LICENSE-2.0', ['ae.safetensors']],
    ]);
    expect(verdict.note).toMatch(/^Not legal advice/);
  });

  it('says yes for permissive licences only, and "unknown" for a licence not in the table', () => {
    expect(
      commercialUse([
        { name: 'a', licence: 'Apache-2.0' },
        { name: 'b', licence: 'BSD-3-Clause' },
      ]),
    ).toMatchObject({ images: 'yes', service: 'yes' });
    expect(
      commercialUse([
        { name: 'a', licence: 'Apache-2.0' },
        { name: 'c', licence: 'Some Custom Licence' },
      ]),
    ).toMatchObject({ images: 'unknown', service: 'unknown' });
    expect(commercialUse([{ name: 'sdxl', licence: 'CreativeML Open RAIL++-M' }])).toMatchObject({
      images: 'conditions',
      service: 'conditions',
    });
    expect(commercialUse([])).toMatchObject({ images: 'yes', service: 'yes', licences: [] });
  });
});
