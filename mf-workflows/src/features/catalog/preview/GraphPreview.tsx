// Draws a workflow graph as SVG, the way ComfyUI lays it out: groups, node boxes with coloured title
// bars, slots and widget values, and the links between slots as curves. Drag to pan, wheel or the
// buttons to zoom, Fit to see it all again. A run on the visitor's ComfyUI draws over it: the node
// running now, the nodes done, and the nodes ComfyUI refused with what to change.
import { useEffect, useId, useMemo, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { KIND_COLORS, KIND_LABELS, linkColor, nodeKind, type NodeKind } from './node-kinds.ts';
import {
  SLOT_HEIGHT,
  TITLE_HEIGHT,
  collapsedWidth,
  graphBounds,
  slotPosition,
  type GraphLink,
  type GraphNode,
  type WorkflowGraph,
} from './graph-model.ts';

/** What a run on the visitor's ComfyUI adds to the drawing. */
export interface GraphOverlay {
  running?: string | null;
  finished?: string[];
  /** Per node id: what ComfyUI refused, in words. */
  errors?: Record<string, string[]>;
}

type NodeState = 'running' | 'finished' | 'error' | undefined;
const STATE_STROKE = { running: '#3ee08f', finished: '#2a8f63', error: '#ff5a4f' };

interface ViewBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

const CHAR_WIDTH = { title: 7.6, text: 6.6 };
const ZOOM_STEP = 1.25;

function clip(text: string, width: number, charWidth: number): string {
  const max = Math.max(3, Math.floor(width / charWidth));
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

function widgetText(value: unknown): string | null {
  if (typeof value === 'string') return value.split('\n').find((line) => line.trim()) ?? '';
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : String(Math.round(value * 1000) / 1000);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return null;
}

/** The lines of text drawn in a node's body below its slots. */
function bodyLines(node: GraphNode): string[] {
  if ((node.type === 'MarkdownNote' || node.type === 'Note') && typeof node.widgets[0] === 'string') {
    return node.widgets[0]
      .split('\n')
      .map((line) => line.replace(/[#*`>_]/g, '').trim())
      .filter(Boolean);
  }
  return node.widgets.map(widgetText).filter((t): t is string => t !== null && t !== '');
}

function linkPath(from: { x: number; y: number }, to: { x: number; y: number }): string {
  const dx = Math.max(40, Math.abs(to.x - from.x) * 0.5);
  return `M${from.x},${from.y} C${from.x + dx},${from.y} ${to.x - dx},${to.y} ${to.x},${to.y}`;
}

function NodeBox({ node, state, errors = [] }: { node: GraphNode; state?: NodeState; errors?: string[] }) {
  const kind = nodeKind(node);
  const bypassed = node.mode === 4;
  const muted = node.mode === 2;
  const width = node.collapsed ? collapsedWidth(node) : node.width;
  const slotRows = Math.max(node.inputs.length, node.outputs.length);
  const lines = node.collapsed ? [] : bodyLines(node);
  const firstLineY = node.y + slotRows * SLOT_HEIGHT + 16;
  const visibleLines = lines.filter((_, i) => firstLineY + i * 17 <= node.y + node.height - 4);
  const hint = `${node.title} (${node.type}${node.pack && node.pack !== 'comfy-core' ? `, ${node.pack}` : ''})${bypassed ? ' — bypassed' : muted ? ' — muted' : ''}${errors.length ? ` — ${errors.join(' ')}` : ''}`;
  return (
    <g
      data-testid="graph-node"
      data-node-type={node.type}
      data-node-id={node.id}
      data-kind={kind}
      data-state={state}
      opacity={bypassed || muted ? 0.5 : 1}
      className="graph-node"
    >
      <title>{hint}</title>
      {!node.collapsed && (
        <rect
          x={node.x}
          y={node.y - TITLE_HEIGHT}
          width={width}
          height={node.height + TITLE_HEIGHT}
          rx={8}
          fill="#2b2e31"
          stroke={bypassed ? '#c04fd6' : kind === 'custom' ? KIND_COLORS.custom : '#0f1112'}
          strokeWidth={bypassed || kind === 'custom' ? 3 : 1.5}
          strokeDasharray={kind === 'custom' ? '8 5' : undefined}
        />
      )}
      <rect x={node.x} y={node.y - TITLE_HEIGHT} width={width} height={TITLE_HEIGHT} rx={8} fill={KIND_COLORS[kind]} />
      <text x={node.x + 10} y={node.y - 10} className="graph-node__title">
        {clip(node.title, width - 20, CHAR_WIDTH.title)}
      </text>
      {!node.collapsed &&
        node.inputs.map((slot, i) => {
          const at = slotPosition(node, i, 'in');
          return (
            <g key={`in${i}`}>
              <circle cx={at.x} cy={at.y} r={5} fill={linkColor(slot.type)} />
              <text x={at.x + 10} y={at.y + 4} className="graph-node__slot">
                {clip(slot.name, width / 2 - 14, CHAR_WIDTH.text)}
              </text>
            </g>
          );
        })}
      {!node.collapsed &&
        node.outputs.map((slot, i) => {
          const at = slotPosition(node, i, 'out');
          return (
            <g key={`out${i}`}>
              <circle cx={at.x} cy={at.y} r={5} fill={linkColor(slot.type)} />
              <text x={at.x - 10} y={at.y + 4} textAnchor="end" className="graph-node__slot">
                {clip(slot.name, width / 2 - 14, CHAR_WIDTH.text)}
              </text>
            </g>
          );
        })}
      {visibleLines.map((line, i) => (
        <text key={`w${i}`} x={node.x + 10} y={firstLineY + i * 17} className="graph-node__widget">
          {clip(line, width - 20, CHAR_WIDTH.text)}
        </text>
      ))}
      {state && (
        <rect
          x={node.x - 4}
          y={node.y - TITLE_HEIGHT - 4}
          width={width + 8}
          height={(node.collapsed ? 0 : node.height) + TITLE_HEIGHT + 8}
          rx={10}
          fill="none"
          stroke={STATE_STROKE[state]}
          strokeWidth={state === 'finished' ? 3 : 6}
          className={state === 'running' ? 'graph-node__running' : undefined}
        />
      )}
      {errors.length > 0 && (
        <g data-testid="graph-node-error">
          <rect
            x={node.x}
            y={node.y + (node.collapsed ? 0 : node.height) + 6}
            width={Math.max(width, 260)}
            height={errors.length * 17 + 10}
            rx={6}
            fill="#5c1511"
          />
          {errors.map((line, i) => (
            <text key={`e${i}`} x={node.x + 8} y={node.y + (node.collapsed ? 0 : node.height) + 23 + i * 17} className="graph-node__error">
              {clip(line, Math.max(width, 260) - 16, CHAR_WIDTH.text)}
            </text>
          ))}
        </g>
      )}
    </g>
  );
}

function LinkCurve({ link, nodes }: { link: GraphLink; nodes: Map<string, GraphNode> }) {
  const from = nodes.get(link.from);
  const to = nodes.get(link.to);
  if (!from || !to) return null;
  return (
    <path
      data-testid="graph-link"
      d={linkPath(slotPosition(from, link.fromSlot, 'out'), slotPosition(to, link.toSlot, 'in'))}
      stroke={linkColor(link.type !== '*' ? link.type : (from.outputs[link.fromSlot]?.type ?? '*'))}
      strokeWidth={3}
      fill="none"
      opacity={0.9}
    />
  );
}

function nodeState(id: string, overlay: GraphOverlay | undefined): NodeState {
  if (!overlay) return undefined;
  if (overlay.errors?.[id]?.length) return 'error';
  if (overlay.running === id) return 'running';
  return overlay.finished?.includes(id) ? 'finished' : undefined;
}

export function GraphPreview({ graph, overlay }: { graph: WorkflowGraph; overlay?: GraphOverlay }) {
  const bounds = useMemo(() => graphBounds(graph), [graph]);
  const nodesById = useMemo(() => new Map(graph.nodes.map((n) => [n.id, n])), [graph]);
  const kinds = useMemo(() => [...new Set(graph.nodes.map((n) => nodeKind(n)))] as NodeKind[], [graph]);
  const [view, setView] = useState<ViewBox>(bounds);
  const svgRef = useRef<SVGSVGElement>(null);
  const drag = useRef<{ pointer: number; x: number; y: number; view: ViewBox } | null>(null);
  const gridId = `grid${useId().replace(/:/g, '')}`;

  useEffect(() => setView(bounds), [bounds]);

  /** Graph units per screen pixel (the SVG keeps its aspect ratio, centred). */
  const unitsPerPixel = (box: ViewBox): { scale: number; left: number; top: number } => {
    const rect = svgRef.current?.getBoundingClientRect();
    if (!rect || rect.width === 0 || rect.height === 0) return { scale: 1, left: 0, top: 0 };
    const scale = Math.max(box.width / rect.width, box.height / rect.height);
    return { scale, left: rect.left + (rect.width - box.width / scale) / 2, top: rect.top + (rect.height - box.height / scale) / 2 };
  };

  const zoom = (factor: number, center?: { clientX: number; clientY: number }) => {
    setView((box) => {
      const width = Math.min(bounds.width * 4, Math.max(bounds.width / 10, box.width * factor));
      const applied = width / box.width;
      const { scale, left, top } = unitsPerPixel(box);
      const px = center ? box.x + (center.clientX - left) * scale : box.x + box.width / 2;
      const py = center ? box.y + (center.clientY - top) * scale : box.y + box.height / 2;
      return { x: px - (px - box.x) * applied, y: py - (py - box.y) * applied, width, height: box.height * applied };
    });
  };

  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    // A non-passive listener, so the page does not scroll while the graph zooms.
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      zoom(event.deltaY > 0 ? ZOOM_STEP : 1 / ZOOM_STEP, event);
    };
    svg.addEventListener('wheel', onWheel, { passive: false });
    return () => svg.removeEventListener('wheel', onWheel);
  });

  const onPointerDown = (event: ReactPointerEvent<SVGSVGElement>) => {
    drag.current = { pointer: event.pointerId, x: event.clientX, y: event.clientY, view };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: ReactPointerEvent<SVGSVGElement>) => {
    const start = drag.current;
    if (!start || start.pointer !== event.pointerId) return;
    const { scale } = unitsPerPixel(start.view);
    setView({ ...start.view, x: start.view.x - (event.clientX - start.x) * scale, y: start.view.y - (event.clientY - start.y) * scale });
  };
  const onPointerUp = () => {
    drag.current = null;
  };

  return (
    <div className="graph-preview">
      <div className="graph-preview__canvas">
        <svg
          ref={svgRef}
          role="img"
          aria-label={`Workflow graph: ${graph.nodes.length} nodes, ${graph.links.length} links`}
          viewBox={`${view.x} ${view.y} ${view.width} ${view.height}`}
          preserveAspectRatio="xMidYMid meet"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
        >
          <defs>
            <pattern id={gridId} width={40} height={40} patternUnits="userSpaceOnUse">
              <path d="M40 0H0V40" fill="none" stroke="#2a2d30" strokeWidth={1} />
            </pattern>
          </defs>
          <rect x={view.x - view.width} y={view.y - view.height} width={view.width * 3} height={view.height * 3} fill="#1b1d1f" />
          <rect x={view.x - view.width} y={view.y - view.height} width={view.width * 3} height={view.height * 3} fill={`url(#${gridId})`} />
          {graph.groups.map((group, i) => (
            <g key={`g${i}`} data-testid="graph-group">
              <rect
                x={group.x}
                y={group.y}
                width={group.width}
                height={group.height}
                rx={6}
                fill={group.color}
                fillOpacity={0.22}
                stroke={group.color}
                strokeOpacity={0.7}
              />
              <text x={group.x + 10} y={group.y + 24} className="graph-group__title">
                {clip(group.title, group.width - 20, 11)}
              </text>
            </g>
          ))}
          {graph.links.map((link) => (
            <LinkCurve key={link.id} link={link} nodes={nodesById} />
          ))}
          {graph.nodes.map((node) => (
            <NodeBox key={node.id} node={node} state={nodeState(node.id, overlay)} errors={overlay?.errors?.[node.id]} />
          ))}
        </svg>
        <div className="graph-preview__controls">
          <button type="button" onClick={() => zoom(1 / ZOOM_STEP)} aria-label="Zoom in">
            +
          </button>
          <button type="button" onClick={() => zoom(ZOOM_STEP)} aria-label="Zoom out">
            −
          </button>
          <button type="button" onClick={() => setView(bounds)} aria-label="Fit the whole graph">
            Fit
          </button>
        </div>
      </div>
      <ul className="graph-preview__legend" aria-label="Node colours">
        {kinds.map((kind) => (
          <li key={kind}>
            <span className="graph-preview__swatch" style={{ background: KIND_COLORS[kind] }} />
            {KIND_LABELS[kind]}
          </li>
        ))}
      </ul>
      <p className="graph-preview__hint">Drag to move around, scroll or use + and − to zoom.</p>
    </div>
  );
}
