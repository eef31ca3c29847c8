// "Check on my ComfyUI" (docs/decisions/0012-comfy-check-in-the-browser.md): loaded on demand. The
// visitor gives their ComfyUI's address (remembered in this browser) or drops the JSON they saved
// from it; the engine checks the workflow against it and lists what is missing, the setup script
// covers that, and a connected ComfyUI can run the workflow from here. Everything is asked from the
// browser: the site's server never sees the address, the node list, the files or the images.
import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { Alert, Button, Input, Spin } from 'antd';
import type { Workflow } from 'contracts';
import { checkOnComfy, setupScript, type Checklist as ChecklistResult } from 'comfy-engine';
import { OverlaidGraph, type GraphOverlay } from '../catalog/index.ts';
import { isLoopbackHost, normalizeAddress, readSavedAddress, saveAddress, BadAddressError } from './comfy-address.ts';
import { createComfyClient } from './comfy-client.ts';
import { modelFolders, useComfy, useRequirements, useWorkflowFile, type ComfySide } from './comfy-queries.ts';
import { ComfyConnectionError } from './connection-errors.ts';
import { Checklist } from './Checklist.tsx';
import { OfflineCheck } from './OfflineCheck.tsx';
import { QueueRun } from './QueueRun.tsx';
import type { SavedFiles } from './saved-files.ts';
import { SetupScriptView } from './SetupScriptView.tsx';
import { SPINNER_DELAY } from './spinner-delay.ts';
import { StartFlags } from './StartFlags.tsx';
import './comfy-check.css';

const FAILURE_TITLES: Record<ComfyConnectionError['kind'], string> = {
  'not-running': 'Nothing is listening there',
  cors: 'ComfyUI refused this site (CORS)',
  'local-network': 'Blocked by your browser’s local-network permission',
  'mixed-content': 'Blocked as mixed content',
  timeout: 'No answer in time',
  http: 'ComfyUI answered with an error',
  'not-comfy': 'That is not ComfyUI',
};

interface ComfyCheckPanelProps {
  workflow: Workflow;
  /** Where the run is drawn: the dialog's own graph; without it the panel draws the graph itself. */
  onOverlay?: (overlay: GraphOverlay | null) => void;
}

export default function ComfyCheckPanel({ workflow, onOverlay }: ComfyCheckPanelProps) {
  const origin = window.location.origin;
  const [typed, setTyped] = useState(readSavedAddress);
  const [addressError, setAddressError] = useState<string | null>(null);
  const [address, setAddress] = useState<string | null>(null);
  const [saved, setSaved] = useState<SavedFiles>({ objectInfo: null, systemStats: null });
  const [ownOverlay, setOwnOverlay] = useState<GraphOverlay | null>(null);
  const file = useWorkflowFile(workflow.s3_url);
  const requirements = useRequirements(workflow.slug);
  const folders = useMemo(() => (requirements.data ? modelFolders(requirements.data) : []), [requirements.data]);
  const comfy = useComfy(requirements.isPending ? null : address, folders);
  const client = useMemo(() => (address ? createComfyClient(address) : null), [address]);
  const overlayTo = useCallback((overlay: GraphOverlay | null) => (onOverlay ?? setOwnOverlay)(overlay), [onOverlay]);

  const live = address && comfy.data ? comfy.data : null;
  const side = useMemo((): (ComfySide & { source: string }) | null => {
    if (live) return { ...live, source: `your ComfyUI at ${address}` };
    return saved.objectInfo
      ? { objectInfo: saved.objectInfo, systemStats: saved.systemStats, models: null, source: 'the ComfyUI you saved' }
      : null;
  }, [live, address, saved]);

  const checklist = useMemo((): ChecklistResult | { error: string } | null => {
    if (!side || !requirements.data || file.data === undefined) return null;
    try {
      return checkOnComfy(file.data, requirements.data, {
        objectInfo: side.objectInfo,
        systemStats: side.systemStats ?? undefined,
        models: side.models ?? undefined,
      });
    } catch (error) {
      return { error: error instanceof Error ? error.message : String(error) };
    }
  }, [side, requirements.data, file.data]);

  const onCheck = (event: FormEvent) => {
    event.preventDefault();
    try {
      const next = normalizeAddress(typed);
      setAddressError(null);
      saveAddress(next);
      setTyped(next);
      if (next === address) void comfy.refetch();
      else setAddress(next);
    } catch (error) {
      if (error instanceof BadAddressError) setAddressError(error.message);
      else throw error;
    }
  };

  const failure = comfy.error instanceof ComfyConnectionError ? comfy.error : null;
  const needsListen = (() => {
    try {
      return !isLoopbackHost(new URL(normalizeAddress(typed)).hostname);
    } catch {
      return false;
    }
  })();
  const ready = checklist && !('error' in checklist) ? checklist : null;

  return (
    <section className="comfy-check" aria-labelledby={`comfy-check-${workflow.id}`}>
      <h3 id={`comfy-check-${workflow.id}`}>Check on my ComfyUI</h3>
      <p className="comfy-check__hint">
        Your browser asks your ComfyUI directly what it has: this site never sees its address, your nodes, your files or your images.
      </p>
      <form className="comfy-connect" onSubmit={onCheck}>
        <label htmlFor={`comfy-address-${workflow.id}`}>Your ComfyUI address</label>
        <div className="comfy-connect__row">
          <Input
            id={`comfy-address-${workflow.id}`}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            inputMode="url"
            autoComplete="url"
            spellCheck={false}
            status={addressError ? 'error' : undefined}
          />
          <Button type="primary" htmlType="submit" loading={comfy.isFetching && SPINNER_DELAY} disabled={requirements.isPending}>
            Check
          </Button>
        </div>
      </form>
      {addressError && <Alert type="error" showIcon title={addressError} />}
      {requirements.isError && (
        <Alert type="error" showIcon title="What this workflow needs could not be loaded. Please try again later." />
      )}
      {file.isError && <Alert type="error" showIcon title={`The workflow file could not be loaded: ${file.error.message}`} />}
      {comfy.isError && (
        <Alert
          type="error"
          showIcon
          data-testid="comfy-failure"
          data-kind={failure?.kind}
          title={failure ? FAILURE_TITLES[failure.kind] : 'The check failed'}
          description={comfy.error.message}
        />
      )}
      <StartFlags origin={origin} needsListen={needsListen} />
      <OfflineCheck address={address ?? typed} saved={saved} onSaved={setSaved} />
      {(requirements.isPending || file.isPending) && side && <Spin />}
      {checklist && 'error' in checklist && <Alert type="warning" showIcon title={`The check could not run: ${checklist.error}`} />}
      {ready && side && <Checklist checklist={ready} source={side.source} />}
      {requirements.data && (
        <SetupScriptView
          slug={workflow.slug}
          partial={Boolean(live && ready)}
          script={(shell) => setupScript(requirements.data, live && ready ? ready : null, shell)}
        />
      )}
      {live && client && file.data !== undefined && (
        <QueueRun
          key={address}
          workflow={workflow}
          client={client}
          doc={file.data}
          objectInfo={live.objectInfo}
          checklist={ready}
          onOverlay={overlayTo}
        />
      )}
      {!onOverlay && ownOverlay && file.data !== undefined && <OverlaidGraph doc={file.data} overlay={ownOverlay} />}
    </section>
  );
}
