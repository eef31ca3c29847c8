// What a workflow needs before it runs, as the preview dialog lists it. The model files and custom
// node packs its catalogue metadata lists come first (file, ComfyUI/models/ folder, size, licence,
// download link; pack and repository link) and show at once; what the file itself names (its custom
// node types, and its model files when there is no metadata, as for uploads) shows once it is read.
import { Tag } from 'antd';
import type { Workflow, WorkflowModelFile, WorkflowNodePack } from 'contracts';
import type { CustomNodeNeed, ModelNeed, Requirements } from './requirements.ts';

/** What the workflow's metadata lists (both empty for uploads). */
export type DeclaredRequirements = Pick<Workflow, 'models' | 'custom_nodes'>;

interface RequirementsListProps {
  /** What the file names; null while it loads or when it cannot be read. */
  fromFile: Requirements | null;
  declared: DeclaredRequirements;
}

function ExternalLink({ href, label, children }: { href: string; label?: string; children: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" aria-label={label}>
      {children}
    </a>
  );
}

function NodePacks({ packs }: { packs: WorkflowNodePack[] }) {
  return (
    <>
      <p className="requirements__note">
        Install these packs into <code>ComfyUI/custom_nodes/</code> (or with ComfyUI-Manager):
      </p>
      <ul data-testid="node-packs">
        {packs.map((pack) => (
          <li key={pack.id}>
            <ExternalLink href={pack.url}>{pack.name}</ExternalLink>
          </li>
        ))}
      </ul>
    </>
  );
}

function CustomNodeTypes({ needs, afterPacks }: { needs: CustomNodeNeed[]; afterPacks: boolean }) {
  if (needs.length === 0) {
    return afterPacks ? null : <p className="requirements__none">None: every node is part of ComfyUI.</p>;
  }
  return (
    <>
      {afterPacks && <p className="requirements__note">Their node types in this workflow:</p>}
      <ul data-testid="custom-nodes">
        {needs.map((need) => (
          <li key={need.type}>
            <code>{need.type}</code>
            {need.pack && <span className="requirements__meta"> from {need.pack}</span>}
            {need.count > 1 && <span className="requirements__meta"> ×{need.count}</span>}
          </li>
        ))}
      </ul>
    </>
  );
}

/** The metadata's model files; a file every node of which is bypassed in the graph is marked optional. */
function DeclaredModels({ models, fromFile }: { models: WorkflowModelFile[]; fromFile: Requirements | null }) {
  const optional = new Set(fromFile?.models.filter((m) => m.optional).map((m) => m.name));
  return (
    <ul data-testid="model-files">
      {models.map((model) => (
        <li key={`${model.folder}/${model.name}`} data-testid="model-file">
          <code>{model.name}</code>
          {optional.has(model.name) && <Tag className="requirements__tag">optional</Tag>}
          <span className="requirements__detail">
            <code>ComfyUI/models/{model.folder}/</code> · {model.size} · {model.licence} ·{' '}
            <ExternalLink href={model.url} label={`Download ${model.name}`}>
              download
            </ExternalLink>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The model files named in the file's loader nodes (no metadata: an upload). */
function FileModels({ models }: { models: ModelNeed[] }) {
  if (models.length === 0) {
    return <p className="requirements__none">No model files are named in loader nodes (custom nodes may fetch their own).</p>;
  }
  return (
    <ul data-testid="model-files">
      {models.map((model) => (
        <li key={model.name}>
          <code>{model.name}</code>
          {model.folder && <span className="requirements__meta"> → models/{model.folder}</span>}
          {model.optional && <Tag className="requirements__tag">optional</Tag>}
          {model.url && (
            <>
              {' '}
              <ExternalLink href={model.url}>source</ExternalLink>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

export function RequirementsList({ fromFile, declared }: RequirementsListProps) {
  const hasPacks = declared.custom_nodes.length > 0;
  const hasModels = declared.models.length > 0;
  if (!fromFile && !hasPacks && !hasModels) return null;
  return (
    <div className="requirements">
      {(hasPacks || fromFile) && (
        <section aria-labelledby="needs-custom-nodes">
          <h3 id="needs-custom-nodes">Custom nodes</h3>
          {hasPacks && <NodePacks packs={declared.custom_nodes} />}
          {fromFile && <CustomNodeTypes needs={fromFile.customNodes} afterPacks={hasPacks} />}
        </section>
      )}
      {(hasModels || fromFile) && (
        <section aria-labelledby="needs-models">
          <h3 id="needs-models">Model files</h3>
          {hasModels ? (
            <DeclaredModels models={declared.models} fromFile={fromFile} />
          ) : (
            fromFile && <FileModels models={fromFile.models} />
          )}
        </section>
      )}
    </div>
  );
}
