// The check's result: a headline (green when the workflow will run) and one line per thing checked,
// each with what to do when it is not fine.
import { Alert } from 'antd';
import { CheckCircleFilled, CloseCircleFilled, QuestionCircleFilled } from '@ant-design/icons';
import type { Checklist as ChecklistResult, ChecklistItem } from 'comfy-engine';

const KIND_LABELS: Record<ChecklistItem['kind'], string> = {
  version: 'ComfyUI version',
  vram: 'GPU memory',
  node: 'Nodes',
  widget: 'Settings',
  model: 'Model files',
};

function ItemIcon({ item }: { item: ChecklistItem }) {
  if (item.unchecked) return <QuestionCircleFilled className="comfy-item__icon comfy-item__icon--unchecked" aria-label="Not checked" />;
  return item.ok ? (
    <CheckCircleFilled className="comfy-item__icon comfy-item__icon--ok" aria-label="Fine" />
  ) : (
    <CloseCircleFilled className="comfy-item__icon comfy-item__icon--fail" aria-label="To fix" />
  );
}

export function Checklist({ checklist, source }: { checklist: ChecklistResult; source: string }) {
  const failing = checklist.items.filter((i) => !i.ok).length;
  return (
    <section className="comfy-checklist" aria-label="Check result" data-testid="comfy-checklist" data-ok={checklist.ok}>
      {checklist.ok ? (
        <Alert type="success" showIcon title={`This workflow will run on ${source}.`} />
      ) : (
        <Alert
          type="error"
          showIcon
          title={`${failing} ${failing === 1 ? 'thing stands' : 'things stand'} between ${source} and this workflow.`}
        />
      )}
      <ul>
        {checklist.items.map((item, i) => (
          <li key={i} className="comfy-item" data-kind={item.kind} data-ok={item.ok} data-unchecked={item.unchecked ?? false}>
            <ItemIcon item={item} />
            <div>
              <span className="comfy-item__kind">{KIND_LABELS[item.kind]}: </span>
              {item.message}
              {item.found && (
                <div className="comfy-item__fix">
                  ComfyUI lists it as <code>{item.found}</code>: choose that name in the loader.
                </div>
              )}
              {item.pack?.url && !item.ok && (
                <div className="comfy-item__fix">
                  <a href={item.pack.url} target="_blank" rel="noreferrer">
                    {item.pack.name}
                  </a>
                  {item.pack.commit
                    ? ` (tested at commit ${item.pack.commit.slice(0, 10)})`
                    : item.pack.version
                      ? ` (tested with v${item.pack.version})`
                      : ''}
                </div>
              )}
              {item.fix && !item.ok && <div className="comfy-item__fix">{item.fix}</div>}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
