// One run of the workflow on the visitor's ComfyUI: the chosen images uploaded, the progress socket
// opened, the prompt posted with its client id, the socket's messages folded into the run's state,
// and the output images read from /history once it is done.
import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { ApiPrompt } from 'comfy-engine';
import type { ComfyClient, OutputImage } from './comfy-client.ts';
import { applyMessage, openProgressSocket, WAITING, type RunState } from './prompt-progress.ts';

export interface RunRequest {
  prompt: ApiPrompt;
  /** Images to upload first, keyed by the input they go in ("<node>\0<input>"). */
  images: Record<string, File>;
  apply: (prompt: ApiPrompt, uploaded: Record<string, string>) => ApiPrompt;
}

/** crypto.randomUUID exists on secure pages only (https, localhost); a plain-http page gets random hex. */
function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

export function useComfyRun(client: ComfyClient) {
  const [run, setRun] = useState<RunState | null>(null);
  const socket = useRef<WebSocket | null>(null);
  useEffect(() => () => socket.current?.close(), []);

  const queue = useMutation({
    mutationFn: async ({ prompt, images, apply }: RunRequest) => {
      socket.current?.close();
      setRun(null);
      const uploaded: Record<string, string> = {};
      for (const [key, file] of Object.entries(images)) {
        const answer = await client.uploadImage(file);
        uploaded[key] = answer.subfolder ? `${answer.subfolder}/${answer.name}` : answer.name;
      }
      const clientId = newClientId();
      let promptId: string | null = null;
      const early: Parameters<typeof applyMessage>[1][] = [];
      socket.current = await openProgressSocket(client.socketUrl(clientId), (message) => {
        if (promptId === null) early.push(message);
        else {
          const id = promptId;
          setRun((state) => applyMessage(state ?? WAITING, message, id));
        }
      });
      try {
        const queued = await client.queuePrompt(apply(prompt, uploaded), clientId);
        promptId = queued.prompt_id;
        setRun(early.reduce((state, message) => applyMessage(state, message, queued.prompt_id), WAITING));
        return queued;
      } catch (error) {
        socket.current.close();
        throw error;
      }
    },
  });

  const promptId = queue.data?.prompt_id ?? null;
  const done = run?.status === 'done';
  useEffect(() => {
    if (done || run?.status === 'failed') socket.current?.close();
  }, [done, run?.status]);

  // The socket's `executed` messages name the images; /history has them all (also when a message was missed).
  const history = useQuery({
    queryKey: ['comfy', client.address, 'history', promptId],
    queryFn: ({ signal }) => client.history(promptId!, signal),
    enabled: done && promptId !== null,
    staleTime: Infinity,
  });
  const images: OutputImage[] = [];
  const seen = new Set<string>();
  for (const image of [...(run?.images ?? []), ...Object.values(history.data?.outputs ?? {}).flatMap((o) => o.images ?? [])]) {
    const key = `${image.type}/${image.subfolder}/${image.filename}`;
    if (!seen.has(key)) {
      seen.add(key);
      images.push(image);
    }
  }
  return { queue, run, images };
}
