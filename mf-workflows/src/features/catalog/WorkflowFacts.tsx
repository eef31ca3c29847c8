// What a creator asks before downloading: may I sell what it makes, may I sell it as a service, and
// will it fit my GPU. The verdict is the strictest term of the licences of its model files and
// services (comfy-engine's commercialUse); the GPU tier is an estimate (docs/decisions/0011).
import type { ListedWorkflow } from 'contracts';

type UseLevel = ListedWorkflow['commercial_use']['images'];

const USE_WORDS: Record<UseLevel, string> = { yes: 'Yes', conditions: 'With conditions', no: 'No', unknown: 'Not stated' };

function Use({ level }: { level: UseLevel }) {
  return <span className={`workflow-facts__use workflow-facts__use--${level}`}>{USE_WORDS[level]}</span>;
}

function gpuWords(workflow: ListedWorkflow): string {
  const { tier, label } = workflow.gpu_tier;
  return tier === null || tier === 0 ? label : `${label} (estimate)`;
}

/** One line per fact on a card; with `detailed`, each licence with its terms and link, and the low-VRAM way. */
export function WorkflowFacts({ workflow, detailed = false }: { workflow: ListedWorkflow; detailed?: boolean }) {
  const { commercial_use: use, gpu_tier: gpu } = workflow;
  return (
    <div className={`workflow-facts${detailed ? ' workflow-facts--detailed' : ''}`} data-testid="workflow-facts">
      <dl className="workflow-facts__list">
        <div>
          <dt>Sell the images</dt>
          <dd>
            <Use level={use.images} />
          </dd>
        </div>
        <div>
          <dt>Sell as a service</dt>
          <dd>
            <Use level={use.service} />
          </dd>
        </div>
        <div>
          <dt>GPU</dt>
          <dd>{gpuWords(workflow)}</dd>
        </div>
      </dl>
      {detailed && (
        <>
          {gpu.lowVram && <p className="workflow-facts__low-vram">Less VRAM: {gpu.lowVram}</p>}
          <ul className="workflow-facts__licences" aria-label="Licences">
            {use.licences.map((licence) => (
              <li key={licence.licence}>
                {licence.url ? (
                  <a href={licence.url} target="_blank" rel="noopener noreferrer">
                    {licence.licence}
                  </a>
                ) : (
                  licence.licence
                )}{' '}
                ({licence.items.join(', ')}). Selling the images: {licence.imagesTerms} Selling a service: {licence.serviceTerms}
              </li>
            ))}
          </ul>
          <p className="workflow-facts__note">{use.note}</p>
        </>
      )}
    </div>
  );
}
