// What a workflow needs on a visitor's ComfyUI (comfy-engine's requirements) and what its licences
// and weights allow: the commercial-use verdict and the GPU tier (docs/decisions/0011-licence-verdict-and-gpu-tier.md).
// Catalogue workflows get them from their metadata when seeded; an upload has no metadata, so its
// requirements are computed from the file when asked, and its verdict and tier are unknown.
import {
  buildRequirements,
  commercialUse,
  gpuTier,
  NOT_LEGAL_ADVICE,
  type CommercialUse,
  type GpuTier,
  type RequirementsMeta,
  type WorkflowRequirements,
} from 'comfy-engine';
import type { WorkflowRow } from './repository.ts';
import { nodeSnapshot } from './workflow-check.ts';

/** The columns a catalogue row stores (migration 0015). */
export interface RunFactColumns {
  requirements: string;
  commercial_images: string;
  commercial_service: string;
  gpu_tier: number | null;
}

const UNKNOWN_USE: CommercialUse = { images: 'unknown', service: 'unknown', licences: [], note: NOT_LEGAL_ADVICE };

export function requirementsOf(doc: unknown, meta: RequirementsMeta): WorkflowRequirements {
  return buildRequirements(doc, meta, nodeSnapshot());
}

function useOf(requirements: WorkflowRequirements): CommercialUse {
  return commercialUse([
    ...requirements.models.map((m) => ({ name: m.name, licence: m.licence, licenceUrl: m.licenceUrl })),
    ...requirements.services.map((s) => ({ name: s.name, licence: s.licence, licenceUrl: s.licenceUrl })),
  ]);
}

/** The stored facts of a catalogue workflow, from its parsed JSON and metadata. */
export function runFactColumns(doc: unknown, meta: RequirementsMeta): RunFactColumns {
  const requirements = requirementsOf(doc, meta);
  const use = useOf(requirements);
  return {
    requirements: JSON.stringify(requirements),
    commercial_images: use.images,
    commercial_service: use.service,
    gpu_tier: gpuTier(requirements).tier,
  };
}

/** The stored requirements of a row; null for an upload (no metadata). */
export function storedRequirements(row: Pick<WorkflowRow, 'requirements'>): WorkflowRequirements | null {
  return row.requirements ? (JSON.parse(row.requirements) as WorkflowRequirements) : null;
}

export function commercialUseOf(requirements: WorkflowRequirements | null): CommercialUse {
  return requirements ? useOf(requirements) : UNKNOWN_USE;
}

export function gpuTierOf(requirements: WorkflowRequirements | null): GpuTier {
  return gpuTier(requirements ?? { vram: { gb: null, lowVram: null } });
}
