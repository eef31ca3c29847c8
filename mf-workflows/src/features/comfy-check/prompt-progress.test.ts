import { describe, expect, it } from '@jest/globals';
import { applyMessage, runFraction, WAITING, type RunState } from './prompt-progress.ts';

const fold = (messages: { type: string; data?: Record<string, unknown> }[]): RunState =>
  messages.reduce((state, message) => applyMessage(state, message, 'p1'), WAITING);

describe("a run followed over ComfyUI's WebSocket", () => {
  it('tracks the running node, its steps, the cached and finished nodes and the images', () => {
    const state = fold([
      { type: 'status', data: { status: { exec_info: { queue_remaining: 1 } } } },
      { type: 'execution_start', data: { prompt_id: 'p1' } },
      { type: 'execution_cached', data: { nodes: ['2', '4'], prompt_id: 'p1' } },
      { type: 'executing', data: { node: '6', prompt_id: 'p1' } },
      { type: 'progress', data: { value: 3, max: 20, node: '6', prompt_id: 'p1' } },
    ]);
    expect(state).toMatchObject({ status: 'running', running: '6', finished: ['2', '4'], steps: { value: 3, max: 20 } });
    expect(runFraction(state, 5)).toBeCloseTo((2 + 3 / 20) / 5);

    const done = [
      { type: 'executing', data: { node: '8', prompt_id: 'p1' } },
      {
        type: 'executed',
        data: { node: '8', output: { images: [{ filename: 'a.png', subfolder: '', type: 'output' }] }, prompt_id: 'p1' },
      },
      { type: 'executing', data: { node: null, prompt_id: 'p1' } },
    ].reduce((s, m) => applyMessage(s, m, 'p1'), state);
    expect(done).toMatchObject({ status: 'done', running: null, finished: ['2', '4', '6', '8'], images: [{ filename: 'a.png' }] });
    expect(runFraction(done, 5)).toBe(1);
  });

  it("ignores other prompts' messages and names the node that failed", () => {
    const state = fold([
      { type: 'executing', data: { node: '3', prompt_id: 'someone-else' } },
      { type: 'executing', data: { node: '6', prompt_id: 'p1' } },
      {
        type: 'execution_error',
        data: { node_id: '6', exception_type: 'torch.OutOfMemoryError', exception_message: 'CUDA out of memory', prompt_id: 'p1' },
      },
    ]);
    expect(state).toMatchObject({
      status: 'failed',
      running: null,
      error: { node: '6', message: 'torch.OutOfMemoryError: CUDA out of memory' },
    });
  });
});
