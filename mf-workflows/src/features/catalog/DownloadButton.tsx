// Downloads a workflow file (counted), shows progress, and a message when it fails.
import { Button, message } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import type { Workflow } from 'contracts';
import { useDownloadWorkflow } from './workflow-queries.ts';

export interface DownloadButtonProps {
  workflow: Workflow;
  label?: string;
}

export function DownloadButton({ workflow, label = 'Download' }: DownloadButtonProps) {
  const [messages, contextHolder] = message.useMessage();
  const download = useDownloadWorkflow();
  const start = () =>
    download.mutate(workflow, {
      onError: (error) => void messages.error(`Could not download "${workflow.title}". ${error.message}`.trim()),
    });
  return (
    <>
      {contextHolder}
      <Button type="primary" icon={<DownloadOutlined />} loading={download.isPending} onClick={start}>
        {label}
      </Button>
    </>
  );
}
