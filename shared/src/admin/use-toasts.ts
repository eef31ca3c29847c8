// The toasts of a staff screen: antd's message API with its holder (render `holder` once), and `run`,
// which awaits a change and toasts its outcome (the server's message on failure).
import { message } from 'antd';
import type { ReactElement } from 'react';
import { errorMessage } from 'shared';

export interface Toasts {
  holder: ReactElement;
  done(text: string): void;
  /** Toasts a failure: the text given, or the error's message. */
  failed(failure: unknown): void;
  /** Awaits the change; toasts `doneText`, or the failure (after `failedPrefix`, when given). Answers whether it worked. */
  run(change: () => Promise<unknown>, doneText: string, failedPrefix?: string): Promise<boolean>;
}

export function useToasts(): Toasts {
  const [api, holder] = message.useMessage();
  const done = (text: string) => void api.success(text);
  const failed = (failure: unknown) => void api.error(typeof failure === 'string' ? failure : errorMessage(failure));
  return {
    holder,
    done,
    failed,
    run: async (change, doneText, failedPrefix) => {
      try {
        await change();
        done(doneText);
        return true;
      } catch (failure) {
        failed(failedPrefix ? `${failedPrefix}: ${errorMessage(failure)}` : errorMessage(failure));
        return false;
      }
    },
  };
}
