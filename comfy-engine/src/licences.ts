// The "Commercial use" verdict of a workflow, from the licences of its model files and hosted
// services: for selling the images it makes and for selling a generation service, the strictest
// term wins. The table holds the licences the catalogue uses (docs/decisions/0011-licence-verdict-and-gpu-tier.md);
// a licence it does not know makes the verdict "check the licence". Not legal advice.

/** yes: allowed; conditions: allowed under conditions the licence sets; no: not without another licence; unknown: not in the table. */
export type UseLevel = 'yes' | 'conditions' | 'no' | 'unknown';

export interface LicenceTerms {
  /** The licence's name as the catalogue writes it (a leading part is enough: "Apache-2.0 (…)" matches "Apache-2.0"). */
  licence: string;
  url: string;
  images: UseLevel;
  imagesTerms: string;
  service: UseLevel;
  serviceTerms: string;
}

export const LICENCE_TABLE: LicenceTerms[] = [
  {
    licence: 'Apache-2.0',
    url: 'https://www.apache.org/licenses/LICENSE-2.0',
    images: 'yes',
    imagesTerms: 'Allowed.',
    service: 'yes',
    serviceTerms: 'Allowed; keep the licence and notices with the weights if you redistribute them.',
  },
  {
    licence: 'MIT',
    url: 'https://opensource.org/license/mit',
    images: 'yes',
    imagesTerms: 'Allowed.',
    service: 'yes',
    serviceTerms: 'Allowed; keep the copyright notice if you redistribute the weights.',
  },
  {
    licence: 'BSD-3-Clause',
    url: 'https://opensource.org/license/bsd-3-clause',
    images: 'yes',
    imagesTerms: 'Allowed.',
    service: 'yes',
    serviceTerms: 'Allowed; keep the copyright notice if you redistribute the weights.',
  },
  {
    licence: 'CreativeML Open RAIL++-M',
    url: 'https://huggingface.co/stabilityai/stable-diffusion-xl-base-1.0/blob/main/LICENSE.md',
    images: 'conditions',
    imagesTerms:
      'Allowed; the outputs are yours, but not for the uses its Attachment A forbids (deception, harassment, unlawful content…).',
    service: 'conditions',
    serviceTerms: 'Allowed if your terms of service pass on the use restrictions of Attachment A to your users.',
  },
  {
    licence: 'FLUX.1 [dev] Non-Commercial License',
    url: 'https://huggingface.co/black-forest-labs/FLUX.1-dev/blob/main/LICENSE.md',
    images: 'conditions',
    imagesTerms:
      'Allowed: the licence lets you use the outputs commercially, except to train a model that competes with FLUX.1; the model itself stays non-commercial.',
    service: 'no',
    serviceTerms:
      'Not allowed: running the model for paying users is commercial use of the model; it needs a commercial licence from Black Forest Labs.',
  },
  {
    licence: 'Gemini API Additional Terms of Service',
    url: 'https://ai.google.dev/gemini-api/terms',
    images: 'conditions',
    imagesTerms: 'Allowed on the paid tier, within Google’s Generative AI Prohibited Use Policy; images carry a SynthID watermark.',
    service: 'conditions',
    serviceTerms: 'Allowed on the paid tier within the API terms and the Prohibited Use Policy; you answer for your users’ prompts.',
  },
  {
    licence: 'LTX-2 Community License',
    url: 'https://huggingface.co/Lightricks/LTX-2.3/blob/main/LICENSE',
    images: 'conditions',
    imagesTerms:
      'Allowed free of charge for individuals and entities with annual revenue under USD 10 million, within the use restrictions of its Attachment A; larger entities need a paid licence from Lightricks.',
    service: 'conditions',
    serviceTerms:
      'Allowed under the same USD 10 million revenue limit if your terms pass on the Attachment A restrictions to your users and you keep its watermarking and provenance marks.',
  },
  {
    licence: 'Gemma Terms of Use',
    url: 'https://ai.google.dev/gemma/terms',
    images: 'conditions',
    imagesTerms: 'Allowed: Google claims no rights in the outputs, within the Gemma Prohibited Use Policy.',
    service: 'conditions',
    serviceTerms: 'Allowed if your terms pass on the Gemma Prohibited Use Policy to your users.',
  },
];

const STRICTNESS: Record<UseLevel, number> = { yes: 0, conditions: 1, unknown: 2, no: 3 };

export const NOT_LEGAL_ADVICE =
  'Not legal advice: a summary of the licences as we read them. Read each licence, and ask a lawyer before you build a business on it.';

export interface LicencedItem {
  name: string;
  licence: string;
  /** The licence's own link (e.g. the model's LICENSE file); else the table's. */
  licenceUrl?: string | null;
}

export interface LicenceUse {
  licence: string;
  url: string | null;
  images: UseLevel;
  imagesTerms: string;
  service: UseLevel;
  serviceTerms: string;
  /** The files or services under it. */
  items: string[];
}

export interface CommercialUse {
  /** Selling the images (or videos, audio) the workflow makes: the strictest term of its licences. */
  images: UseLevel;
  /** Selling a generation service that runs the workflow for others. */
  service: UseLevel;
  licences: LicenceUse[];
  note: string;
}

export function licenceTerms(licence: string): LicenceTerms | undefined {
  return LICENCE_TABLE.find((t) => licence === t.licence || licence.startsWith(`${t.licence} `));
}

const strictest = (levels: UseLevel[]): UseLevel =>
  levels.reduce<UseLevel>((worst, level) => (STRICTNESS[level] > STRICTNESS[worst] ? level : worst), 'yes');

/** The verdict over a workflow's model files and hosted services; nothing to license is "yes". */
export function commercialUse(items: LicencedItem[]): CommercialUse {
  const byLicence = new Map<string, LicenceUse>();
  for (const item of items) {
    const terms = licenceTerms(item.licence);
    const key = terms?.licence ?? item.licence;
    const use = byLicence.get(key) ?? {
      licence: key,
      url: item.licenceUrl ?? terms?.url ?? null,
      images: terms?.images ?? 'unknown',
      imagesTerms: terms?.imagesTerms ?? 'Not in our table: read the licence.',
      service: terms?.service ?? 'unknown',
      serviceTerms: terms?.serviceTerms ?? 'Not in our table: read the licence.',
      items: [],
    };
    if (!use.items.includes(item.name)) use.items.push(item.name);
    byLicence.set(key, use);
  }
  const licences = [...byLicence.values()];
  return {
    images: strictest(licences.map((l) => l.images)),
    service: strictest(licences.map((l) => l.service)),
    licences,
    note: NOT_LEGAL_ADVICE,
  };
}
