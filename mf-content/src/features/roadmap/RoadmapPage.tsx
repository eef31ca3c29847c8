import { Link } from 'shared/router';
import { Progress, Steps } from 'antd';
import { usePageMeta } from 'shared';
import { ROADMAP, ROADMAP_PROGRESS, type RoadmapItem } from './roadmap-data.ts';
import { useRoadmapSelection } from './use-roadmap.ts';
import './roadmap.css';

function Item({ item }: { item: RoadmapItem }) {
  if (!item.link) return <li>{item.text}</li>;
  return (
    <li>
      {item.link.startsWith('/') ? (
        <Link to={item.link}>{item.text}</Link>
      ) : (
        <a href={item.link} rel="noopener noreferrer" target="_blank">
          {item.text}
        </a>
      )}
    </li>
  );
}

export function RoadmapPage() {
  usePageMeta(
    'AI Roadmap',
    'A step-by-step learning path from your first AI image to advanced video and earning with ComfyUI, Flux and Wan.',
  );
  const { level, step, chooseLevel, chooseStep } = useRoadmapSelection();
  const current = ROADMAP[level] ?? ROADMAP[0]!;

  return (
    <section className="roadmap">
      <header className="roadmap__header">
        <h1>AI Roadmap</h1>
        <p>Four levels, five steps each: from your first picture to advanced video and a creator business.</p>
        <Progress percent={ROADMAP_PROGRESS} strokeColor="#2e9e6b" aria-label="Roadmap progress" />
      </header>
      <div className="roadmap__levels">
        <Steps
          type="navigation"
          current={level}
          onChange={chooseLevel}
          // Stacked on phones by roadmap.css: antd's breakpoint hook would restack the server's row.
          responsive={false}
          items={ROADMAP.map((l) => ({ title: l.title, description: l.subtitle }))}
        />
      </div>
      <h2 className="roadmap__level-title">
        {current.title}: {current.subtitle}
      </h2>
      <Steps
        direction="vertical"
        current={step}
        items={current.steps.map((s, index) => ({
          // The title is the control: a clickable step item would hold the items' links inside a button.
          title: (
            <button type="button" className="roadmap__step" aria-expanded={index === step} onClick={() => chooseStep(index)}>
              {s.label}
            </button>
          ),
          description:
            index === step ? (
              <ul className="roadmap__items" data-testid="roadmap-step-items">
                {s.items.map((item) => (
                  <Item key={item.text} item={item} />
                ))}
              </ul>
            ) : null,
        }))}
      />
    </section>
  );
}
