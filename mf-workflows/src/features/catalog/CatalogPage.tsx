// /workflows and /workflows/{id}: the grid with search, sort and pagination; with an id, the
// preview dialog of that workflow over the grid (or a redirect to its write-up when it has one).
import { Fragment, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'shared/router';
import { useQuery } from '@tanstack/react-query';
import { AdSlot, errorMessage, Pager, RemoteSpinner, usePageMeta, useValuesTypedBeforeHydration } from 'shared';
import type { WorkflowSort } from 'contracts';
import { NOTHING_NEW, NewToYouToggle, newToYouParam, newWorkflowsQuery, useNewToYou } from 'shared/library';
import { LazyPreviewDialog, prefetchPreview } from './preview/lazy-preview.ts';
import { readListQuery, useWorkflow, workflowListQuery, workflowProblem } from './workflow-queries.ts';
import { WorkflowCard } from './WorkflowCard.tsx';
import {
  COMMERCIAL_OPTIONS,
  PAGE_SIZE,
  SORT_OPTIONS,
  VRAM_OPTIONS,
  workflowPath,
  type CommercialFilter,
  type ListQuery,
  type VramFilter,
} from './workflows-api.ts';
import { listParams, listSearch } from './list-address.ts';
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
  const fresh = useNewToYou();
  const everyone = useQuery({ ...workflowListQuery(query), enabled: fresh.member === null });
  const filters = {
    page: query.page,
    search: query.search.trim(),
    commercial: query.commercial ?? undefined,
    vram: query.vram ?? undefined,
  };
  const mine = useQuery({ ...newWorkflowsQuery(fresh.member ?? 0, filters), enabled: fresh.member !== null });
  const list = fresh.member === null ? everyone : mine;
  const workflows = list.data?.results ?? [];
  const [searchText, setSearchText] = useState(query.search);
  const toolbar = useRef<HTMLFormElement>(null);
  // What was typed into the box before the page hydrated (decision 0046).
  useValuesTypedBeforeHydration(
    () => toolbar.current,
    (typed) => typed.search !== undefined && setSearchText(typed.search),
  );
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
  const setQuery = (next: Partial<ListQuery>) => setParams({ ...newToYouParam(params), ...listParams({ ...query, page: 1, ...next }) });
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setQuery({ search: searchText });
  };

  const open = (to: string) => navigate(to);
  const close = () => navigate(`/workflows${queryString}`);

  // A page past the end (/workflows?page=9 of 2) is empty too, with a way back to the first page.
  const empty = list.isSuccess && workflows.length === 0;
  return (
    <section className="workflows-page">
      <header className="workflows-header">
        <h1>ComfyUI Workflows</h1>
        <p>{INTRO}</p>
      </header>
      {/* A GET form to this page: it works before the page's script has run and without it (decision 0029). */}
      <form ref={toolbar} className="workflows-toolbar" role="search" action="/workflows" method="get" onSubmit={search}>
        <span className="workflows-toolbar__search">
          <input
            className="field"
            type="search"
            name="search"
            placeholder="Search workflows"
            aria-label="Search workflows"
            value={searchText}
            onChange={(event) => {
              setSearchText(event.target.value);
              if (event.target.value === '' && query.search) setQuery({ search: '' });
            }}
            maxLength={200}
          />
          <button type="submit" className="primary-button">
            Search
          </button>
        </span>
        <ToolbarSelect
          className="workflows-toolbar__sort"
          name="sort"
          label="Sort workflows"
          value={query.sort}
          disabled={fresh.member !== null}
          options={SORT_OPTIONS}
          onChange={(sort) => setQuery({ sort: sort as WorkflowSort })}
        />
        <ToolbarSelect
          className="workflows-toolbar__filter"
          name="commercial"
          label="Commercial use"
          value={query.commercial ?? ''}
          options={COMMERCIAL_OPTIONS}
          onChange={(commercial) => setQuery({ commercial: (commercial || null) as CommercialFilter | null })}
        />
        <ToolbarSelect
          className="workflows-toolbar__filter"
          name="vram"
          label="GPU memory"
          value={query.vram ?? 0}
          options={VRAM_OPTIONS}
          onChange={(vram) => setQuery({ vram: (Number(vram) as VramFilter | 0) || null })}
        />
        <NewToYouToggle state={fresh} />
      </form>
      {selectedProblem && (
        <div className="alert alert--warning" role="alert">
          <span>{selectedProblem}</span>
          <button type="button" className="outline-button" onClick={close}>
            Close
          </button>
        </div>
      )}
      {list.isError && (
        <div className="alert" role="alert">
          <span>Could not load the workflows: {errorMessage(list.error)}</span>
          <button type="button" className="outline-button" onClick={() => void list.refetch()}>
            Retry
          </button>
        </div>
      )}
      {list.isPending && (
        <div className="workflows-spinner" data-testid="workflows-loading">
          <RemoteSpinner label="Loading workflows…" />
        </div>
      )}
      {empty && (
        <div className="workflows-empty">
          <p>{fresh.member === null ? NO_WORKFLOWS : NOTHING_NEW}</p>
          {query.page > 1 && (
            // A link, not a button: a tap before the page has hydrated still goes to the first page.
            <Link className="outline-button" to={`/workflows${listSearch({ ...query, page: 1 }, newToYouParam(params))}`}>
              {FIRST_PAGE}
            </Link>
          )}
        </div>
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
      {!empty && (
        <Pager
          current={query.page}
          pageSize={PAGE_SIZE}
          total={list.data?.count ?? 0}
          href={(page) => `/workflows${listSearch({ ...query, page }, newToYouParam(params))}`}
          onNavigate={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        />
      )}
      {selectedWorkflow && !selectedWorkflow.blog_slug && (
        <Suspense
          fallback={
            <div className="workflows-spinner workflows-spinner--overlay">
              <RemoteSpinner label="Opening the preview" />
            </div>
          }
        >
          <LazyPreviewDialog workflow={selectedWorkflow} onClose={close} />
        </Suspense>
      )}
    </section>
  );
}

interface ToolbarSelectProps {
  className: string;
  /** The query parameter it sets when the form is sent without JavaScript. */
  name: string;
  label: string;
  value: string | number;
  options: { value: string | number; label: string }[];
  onChange: (value: string) => void;
  /** "New to you" lists newest first: the sort is fixed while it is on. */
  disabled?: boolean;
}

/** A native select of the toolbar: a change applies at once (with JavaScript) from page 1. */
function ToolbarSelect({ className, name, label, value, options, onChange, disabled = false }: ToolbarSelectProps) {
  return (
    <select
      className={`field ${className}`}
      name={name}
      aria-label={label}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
