// What a staff screen shows when its list could not be loaded: the reason and a Retry button.
import { Alert, Button } from 'antd';
import { errorMessage } from 'shared';

export function LoadFailed({ what, error, retry }: { what: string; error: unknown; retry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      title={`The ${what} could not be loaded.`}
      description={errorMessage(error)}
      action={
        <Button size="small" onClick={retry}>
          Retry
        </Button>
      }
    />
  );
}
