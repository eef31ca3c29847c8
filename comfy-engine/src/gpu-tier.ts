// The GPU tier of a workflow: the smallest of 8 / 12 / 16 / 24+ GB that holds its VRAM need (from the
// catalogue's measurement, else the weights it loads). Always an estimate; names the low-VRAM option
// where there is one. A workflow that runs on a hosted API needs no local GPU.
import type { WorkflowRequirements } from './requirements.ts';

export const GPU_TIERS = [8, 12, 16, 24] as const;
export type GpuTierGb = (typeof GPU_TIERS)[number];

export interface GpuTier {
  /** 8, 12, 16 or 24 (24 means 24 GB and up); 0 when it runs on a hosted API; null when unknown. */
  tier: GpuTierGb | 0 | null;
  /** "12 GB", "24 GB and up", "No local GPU", "Unknown". */
  label: string;
  /** The need it is based on, in GB; null when unknown. */
  gb: number | null;
  estimate: true;
  lowVram: string | null;
}

export function gpuTier(requirements: Pick<WorkflowRequirements, 'vram'>): GpuTier {
  const { gb, lowVram } = requirements.vram;
  if (gb === null) return { tier: null, label: 'Unknown', gb: null, estimate: true, lowVram };
  if (gb <= 0) return { tier: 0, label: 'No local GPU', gb: 0, estimate: true, lowVram: null };
  const tier = GPU_TIERS.find((t) => gb <= t) ?? 24;
  return { tier, label: tier === 24 ? '24 GB and up' : `${tier} GB`, gb, estimate: true, lowVram };
}
