// comfy-engine: the ComfyUI logic the API and the browser share (no Node APIs). See
// docs/decisions/0010-comfy-engine.md.
export { checkWorkflowNodes, type CheckContext, type CheckResult, type DeclaredModel } from './workflow-check.ts';
export { CORE_PACK, snapshotToObjectInfo, type NodeSnapshot, type SnapshotInput, type SnapshotNode } from './snapshot.ts';
export { socketSpecs, typesMatch, widgetSpecs, type InputSpec, type NodeDef, type ObjectInfo, type WidgetSpec } from './object-info.ts';
export {
  convertWorkflow,
  isLink,
  toApiPrompt,
  NotAWorkflowError,
  UnknownNodeTypesError,
  type ApiPrompt,
  type ApiPromptNode,
  type Conversion,
} from './api-prompt.ts';
export { graphNodeTypes } from './graph.ts';
export {
  buildRequirements,
  directDownloadUrl,
  type ModelRequirement,
  type PackRequirement,
  type RequirementsMeta,
  type ServiceRequirement,
  type WorkflowRequirements,
} from './requirements.ts';
export {
  checkOnComfy,
  compareVersions,
  withFoundModels,
  type Checklist,
  type ChecklistItem,
  type ChecklistKind,
  type ComfyVisitor,
  type SystemStats,
} from './check-on-comfy.ts';
export { setupScript, type ScriptShell } from './setup-script.ts';
export {
  commercialUse,
  LICENCE_TABLE,
  NOT_LEGAL_ADVICE,
  type CommercialUse,
  type LicencedItem,
  type LicenceUse,
  type UseLevel,
} from './licences.ts';
export { gpuTier, GPU_TIERS, type GpuTier, type GpuTierGb } from './gpu-tier.ts';
