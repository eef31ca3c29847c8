import { describe, expect, it } from '@jest/globals';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { displayName } from './core-nodes.ts';
import { FIXTURE_WORKFLOW } from '../../../../test/fixture-workflow.ts';
import { GraphPreview } from './GraphPreview.tsx';
import { parseWorkflowGraph } from './graph-model.ts';
import { WorkflowGraphView } from './WorkflowPreview.tsx';

const CATALOG = new URL('../../../../../api/content/workflows/catalog/', import.meta.url);
/** The workflow has no metadata of what it needs (an upload): the lists come from the file. */
const NO_METADATA = { models: [], custom_nodes: [] };

describe('GraphPreview', () => {
  it('draws every node with its title and every link of the fixture workflow', () => {
    const { container } = render(<GraphPreview graph={parseWorkflowGraph(FIXTURE_WORKFLOW, displayName)} />);
    const nodes = screen.getAllByTestId('graph-node');
    expect(nodes.map((n) => n.getAttribute('data-node-type'))).toEqual(FIXTURE_WORKFLOW.nodes.map((n) => n.type));
    expect(screen.getAllByTestId('graph-link')).toHaveLength(FIXTURE_WORKFLOW.links.length);
    expect(screen.getByRole('img', { name: 'Workflow graph: 8 nodes, 7 links' })).toBeTruthy();
    const titles = [...container.querySelectorAll('.graph-node__title')].map((t) => t.textContent);
    expect(titles).toEqual(expect.arrayContaining(['Load Checkpoint', 'Wildcards', 'KSampler', 'VAE Decode', 'DWPreprocessor']));
    expect(screen.getAllByTestId('graph-group')).toHaveLength(1);
  });

  it('colours nodes by kind, marks custom nodes and fades bypassed ones', () => {
    render(<GraphPreview graph={parseWorkflowGraph(FIXTURE_WORKFLOW, displayName)} />);
    const byType = (type: string) => screen.getAllByTestId('graph-node').find((n) => n.getAttribute('data-node-type') === type)!;
    expect(byType('CheckpointLoaderSimple').getAttribute('data-kind')).toBe('loader');
    expect(byType('KSampler').getAttribute('data-kind')).toBe('sampling');
    expect(byType('DWPreprocessor').getAttribute('data-kind')).toBe('custom');
    expect(byType('LoraLoader').getAttribute('opacity')).toBe('0.5');
    expect(byType('KSampler').getAttribute('opacity')).toBe('1');
    expect(screen.getByRole('list', { name: 'Node colours' }).textContent).toContain('Custom node');
  });

  it('zooms with the buttons and fits the whole graph again', () => {
    render(<GraphPreview graph={parseWorkflowGraph(FIXTURE_WORKFLOW, displayName)} />);
    const svg = screen.getByRole('img');
    const width = () => Number(svg.getAttribute('viewBox')!.split(' ')[2]);
    const fitted = width();
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(width()).toBeLessThan(fitted);
    fireEvent.click(screen.getByRole('button', { name: 'Fit the whole graph' }));
    expect(width()).toBe(fitted);
  });

  it('lays out and links a workflow in the API prompt format', () => {
    const api = {
      '4': { class_type: 'CheckpointLoaderSimple', inputs: { ckpt_name: 'v1-5-pruned-emaonly.safetensors' } },
      '6': { class_type: 'CLIPTextEncode', inputs: { text: 'a cat', clip: ['4', 1] } },
      '3': { class_type: 'KSampler', inputs: { seed: 1, model: ['4', 0], positive: ['6', 0] } },
    };
    render(<WorkflowGraphView doc={api} declared={NO_METADATA} />);
    expect(screen.getAllByTestId('graph-node')).toHaveLength(3);
    expect(screen.getAllByTestId('graph-link')).toHaveLength(3);
    expect(within(screen.getByTestId('model-files')).getByText('v1-5-pruned-emaonly.safetensors')).toBeTruthy();
  });
});

describe('what a workflow needs', () => {
  it('lists the custom node types and the model files named in loader nodes', () => {
    render(<WorkflowGraphView doc={FIXTURE_WORKFLOW} declared={NO_METADATA} />);
    const custom = within(screen.getByTestId('custom-nodes'))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(custom).toEqual(['DWPreprocessor from comfyui_controlnet_aux', 'ImpactWildcardProcessor']);
    const models = within(screen.getByTestId('model-files'))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(models).toEqual(['sd_xl_base_1.0.safetensors → models/checkpoints source', 'add-detail-xl.safetensors → models/lorasoptional']);
    expect(screen.getByRole('link', { name: 'source' }).getAttribute('href')).toMatch(/^https:\/\/huggingface\.co\//);
  });

  it('says when a workflow needs no custom nodes', () => {
    const core = {
      ...FIXTURE_WORKFLOW,
      nodes: FIXTURE_WORKFLOW.nodes.filter((n) => !['DWPreprocessor', 'ImpactWildcardProcessor'].includes(n.type)),
    };
    render(<WorkflowGraphView doc={core} declared={NO_METADATA} />);
    expect(screen.getByText('None: every node is part of ComfyUI.')).toBeTruthy();
  });

  it('says so when a file is not a workflow', () => {
    render(<WorkflowGraphView doc={{ hello: 'world' }} declared={NO_METADATA} />);
    expect(screen.getByText(/This file cannot be previewed/)).toBeTruthy();
  });

  it('draws every node and link of each workflow in the catalogue', () => {
    if (!existsSync(CATALOG)) return;
    const files = readdirSync(CATALOG).filter((f) => f.endsWith('.json') && !f.endsWith('.meta.json'));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const doc = JSON.parse(readFileSync(new URL(file, CATALOG), 'utf8')) as { nodes: unknown[]; links: unknown[] };
      const { unmount } = render(<WorkflowGraphView doc={doc} declared={NO_METADATA} />);
      expect([file, screen.getAllByTestId('graph-node').length]).toEqual([file, doc.nodes.length]);
      expect([file, screen.getAllByTestId('graph-link').length]).toEqual([file, doc.links.length]);
      unmount();
    }
  });
});
