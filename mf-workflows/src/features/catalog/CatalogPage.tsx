// /workflows and /workflows/{id}: the grid with search, sort and pagination; with an id, the
// preview dialog of that workflow over the grid (or a redirect to its write-up when it has one).
import { Fragment, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'shared/router';
import { Alert, Button, Empty, Input, Pagination, Select, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { AdSlot, errorMessage, usePageMeta } from 'shared';
import type { WorkflowSort } from 'contracts';
import { LazyPreviewDialog, prefetchPreview } from './preview/lazy-preview.ts';
import { readListQuery, useWorkflow, workflowListQuery, workflowProblem } from './workflow-queries.ts';
import { WorkflowCard } from './WorkflowCard.tsx';
import {
  COMMERCIAL_OPTIONS,
  DEFAULT_SORT,
  PAGE_SIZE,
  SORT_OPTIONS,
  VRAM_OPTIONS,
  workflowPath,
  type CommercialFilter,
  type ListQuery,
  type VramFilter,
} from './workflows-api.ts';
import './catalog.css';

export const NO_WORKFLOWS = 'No workflows found.';
export const FIRST_PAGE = 'Back to the first page';
/** The in-feed ad sits between rows: after 6 cards is a row end at 3, 2 and 1 cards per row. */
const CARDS_BEFORE_AD = 6;
/** Cards on screen at once on a phone (their thumbnails load first). */
const PRIORITY_CARDS = 1;
export const INTRO =
  'Ready-to-run ComfyUI workflows: preview the graph and see which models and custom nodes it needs before you download.';

export function CatalogPage({ selectedId }: { selectedId: string | null }) {
  usePageMeta('ComfyUI Workflows', INTRO);
  const [params, setParams] = useSearchParams();
  const query = readListQuery(params);
  const list = useQuery(workflowListQuery(query));
  const workflows = list.data?.results ?? [];
  const [searchText, setSearchText] = useState(query.search);
  const selected = useWorkflow(selectedId, workflows);
  const selectedProblem = workflowProblem(selectedId, selected);
  const navigate = useNavigate();
  const { search: queryString } = useLocation();

  useEffect(() => setSearchText(query.search), [query.search]);

  const selectedWorkflow = selectedId ? (selected.data ?? null) : null;
  useEffect(() => {
    // docs/product/workflows.md#opening-a-workflow: a numeric id of a workflow with a write-up goes to the write-up.
    if (selectedWorkflow?.blog_slug) navigate(workflowPath(selectedWorkflow), { replace: true });
  }, [navigate, selectedWorkflow]);

  /** A new search, sort or filter starts at page 1. */
  const setQuery = (next: Partial<ListQuery>) => {
    const merged = { ...query, page: 1, ...next };
    const out: Record<string, string> = {};
    if (merged.page > 1) out.page = String(merged.page);
    if (merged.search.trim()) out.search = merged.search.trim();
    if (merged.sort !== DEFAULT_SORT) out.sort = merged.sort;
    if (merged.commercial) out.commercial = merged.commercial;
    if (merged.vram) out.vram = String(merged.vram);
    setParams(out);
  };

  const open = (to: string) => navigate(to);
  const close = () => navigate(`/workflows${queryString}`);

  // The preview dialog unmounts as it closes (so antd cannot give focus back): what had focus when it
  // opened (a card's title or View button) gets it again.
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (selectedId !== null) {
      const focused = document.activeElement;
      if (!opener.current && focused instanceof HTMLElement && focused !== document.body && !focused.closest('.ant-modal-wrap')) {
        opener.current = focused;
      }
      return;
    }
    opener.current?.focus();
    opener.current = null;
  }, [selectedId]);
  // A page past the end (/workflows?page=9 of 2) is empty too, with a way back to the first page.
  const empty = list.isSuccess && workflows.length === 0;
  return (
    <section className="workflows-page">
      <header className="workflows-header">
        <h1>ComfyUI Workflows</h1>
        <p>{INTRO}</p>
      </header>
      <div className="workflows-toolbar">
        <Input.Search
          className="workflows-toolbar__search"
          placeholder="Search workflows"
          aria-label="Search workflows"
          allowClear
          value={searchText}
          onChange={(event) => {
            setSearchText(event.target.value);
            if (event.target.value === '' && query.search) setQuery({ search: '' });
          }}
          onSearch={(value) => setQuery({ search: value })}
          maxLength={200}
        />
        <Select<WorkflowSort>
          className="workflows-toolbar__sort"
          aria-label="Sort workflows"
          value={query.sort}
          options={SORT_OPTIONS}
          onChange={(sort) => setQuery({ sort })}
        />
        <Select<CommercialFilter | ''>
          className="workflows-toolbar__filter"
          aria-label="Commercial use"
          value={query.commercial ?? ''}
          options={COMMERCIAL_OPTIONS}
          onChange={(commercial) => setQuery({ commercial: commercial || null })}
        />
        <Select<VramFilter | 0>
          className="workflows-toolbar__filter"
          aria-label="GPU memory"
          value={query.vram ?? 0}
          options={VRAM_OPTIONS}
          onChange={(vram) => setQuery({ vram: vram || null })}
        />
      </div>
      {selectedProblem && <Alert className="workflows-alert" type="warning" showIcon title={selectedProblem} closable onClose={close} />}
      {list.isError && (
        <Alert
          className="workflows-alert"
          type="error"
          showIcon
          title={`Could not load the workflows: ${errorMessage(list.error)}`}
          action={
            <Button size="small" onClick={() => void list.refetch()}>
              Retry
            </Button>
          }
        />
      )}
      {list.isPending && (
        <div className="workflows-spinner" data-testid="workflows-loading">
          <Spin size="large" />
        </div>
      )}
      {empty && (
        <Empty description={NO_WORKFLOWS}>{query.page > 1 && <Button onClick={() => setQuery({ page: 1 })}>{FIRST_PAGE}</Button>}</Empty>
      )}
      <div className="workflow-grid">
        {workflows.map((workflow, index) => (
          <Fragment key={workflow.id}>
            <WorkflowCard
              workflow={workflow}
              to={workflow.blog_slug ? workflowPath(workflow) : `${workflowPath(workflow)}${queryString}`}
              onOpen={open}
              onIntent={workflow.blog_slug ? undefined : prefetchPreview}
              eager={index < PRIORITY_CARDS}
            />
            {index + 1 === CARDS_BEFORE_AD && index + 1 < workflows.length && (
              <AdSlot type="inFeed" name="ad1" className="workflow-grid__ad" />
            )}
          </Fragment>
        ))}
      </div>
      {workflows.length > 0 && <AdSlot type="inFeed" name="ad2" />}
      {(list.data?.count ?? 0) > PAGE_SIZE && !empty && (
        <nav className="workflows-pager" aria-label="Pages">
          <Pagination
            current={query.page}
            pageSize={PAGE_SIZE}
            total={list.data?.count ?? 0}
            showSizeChanger={false}
            onChange={(page) => {
              setQuery({ page });
              window.scrollTo({ top: 0, behavior: 'smooth' });
            }}
          />
        </nav>
      )}
      {selectedWorkflow && !selectedWorkflow.blog_slug && (
        <Suspense
          fallback={
            <div className="workflows-spinner workflows-spinner--overlay" role="status" aria-label="Opening the preview">
              <Spin size="large" />
            </div>
          }
        >
          <LazyPreviewDialog workflow={selectedWorkflow} onClose={close} />
        </Suspense>
      )}
    </section>
  );
}
