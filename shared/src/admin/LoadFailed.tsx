// What a staff screen shows where data could not be loaded: the reason and a Retry button.
import { Alert, Button } from 'antd';
import { errorMessage } from 'shared';

export interface LoadFailedProps {
  /** What could not be loaded, as the sentence's subject ("The users"). */
  what: string;
  error: unknown;
  retry: () => void;
}

export function LoadFailed({ what, error, retry }: LoadFailedProps) {
  return (
    <Alert
      type="error"
      showIcon
      title={`${what} could not be loaded: ${errorMessage(error)}`}
      action={
        <Button size="small" onClick={retry}>
          Retry
        </Button>
      }
    />
  );
}
