// The panel's server state (TanStack Query): the workflow file and its requirements from this site,
// and what the visitor's own ComfyUI answers (asked from the browser, never through the site).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from 'shared';
import type { WorkflowRequirementsAnswer } from 'contracts';
import { workflowFileQuery } from '../catalog/index.ts';
import type { ObjectInfo } from 'comfy-engine';
import { createComfyClient, type SystemStats } from './comfy-client.ts';

/** What a ComfyUI told about itself: its node definitions, version and GPU, and its model files. */
export interface ComfySide {
  objectInfo: ObjectInfo;
  systemStats: SystemStats | null;
  /** models folder → the files it lists; null when read from saved files (no list to check against). */
  models: Record<string, string[]> | null;
}

export function useWorkflowFile(url: string) {
  return useQuery(workflowFileQuery(url));
}

export function useRequirements(slug: string) {
  return useQuery({
    queryKey: ['workflows', 'requirements', slug],
    queryFn: ({ signal }) => callApi('GET workflows/:key/requirements/', { params: { key: slug }, signal }),
    staleTime: 5 * 60_000,
    meta: { failure: `Could not load the requirements of ${slug}` },
  });
}

/** The model folders to list: those the workflow's files go in. */
export function modelFolders(requirements: WorkflowRequirementsAnswer): string[] {
  return [...new Set(requirements.models.map((m) => m.folder))].sort();
}

export function comfyQuery(address: string, folders: string[]) {
  return queryOptions({
    queryKey: ['comfy', address, folders],
    queryFn: async ({ signal }): Promise<ComfySide> => {
      const client = createComfyClient(address);
      // The small call first: a failure to connect shows at once, not after /object_info's time-out.
      const systemStats = await client.systemStats(signal);
      const objectInfo = await client.objectInfo(signal);
      const models = Object.fromEntries(
        await Promise.all(folders.map(async (folder) => [folder, await client.models(folder, signal)] as const)),
      );
      return { objectInfo, systemStats, models };
    },
    // Asked again only when the visitor presses Check: /object_info is large, and ComfyUI may be busy.
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    gcTime: 5 * 60_000,
    meta: { failure: `Could not check the ComfyUI at ${address}` },
  });
}

/** The visitor's ComfyUI at `address` once they asked for a check (null: not asked yet). */
export function useComfy(address: string | null, folders: string[]) {
  return useQuery({ ...comfyQuery(address ?? '', folders), enabled: address !== null });
}
