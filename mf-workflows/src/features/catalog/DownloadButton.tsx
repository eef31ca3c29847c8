// Downloads a workflow file (counted), shows progress, and a message when it fails.
import { useState } from 'react';
import { Button, message } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import type { Workflow } from 'contracts';
import { downloadWorkflow } from './workflows-api.ts';

export interface DownloadButtonProps {
  workflow: Workflow;
  onDownloaded?: (workflow: Workflow) => void;
  label?: string;
}

export function DownloadButton({ workflow, onDownloaded, label = 'Download' }: DownloadButtonProps) {
  const [busy, setBusy] = useState(false);
  const [messages, contextHolder] = message.useMessage();
  const download = async () => {
    setBusy(true);
    try {
      await downloadWorkflow(workflow);
      onDownloaded?.({ ...workflow, downloads: workflow.downloads + 1 });
    } catch (error) {
      console.error('Workflow download failed', error);
      void messages.error(`Could not download "${workflow.title}". ${error instanceof Error ? error.message : ''}`.trim());
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {contextHolder}
      <Button type="primary" icon={<DownloadOutlined />} loading={busy} onClick={() => void download()}>
        {label}
      </Button>
    </>
  );
}
