// What a staff screen shows when its data could not be loaded: the reason and a Retry button.
import { Alert, Button } from 'antd';
import { errorMessage } from 'shared';

export function LoadFailed({ what, error, retry }: { what: string; error: unknown; retry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      title={`${what} could not be loaded: ${errorMessage(error)}`}
      action={<Button onClick={retry}>Retry</Button>}
    />
  );
}
