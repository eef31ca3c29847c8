// The check without a connection: the visitor drops (or chooses) the JSON files they saved from
// their ComfyUI's /object_info and, if they like, /system_stats; the same check runs on them.
import { useState } from 'react';
import { Alert, Upload } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { readSavedFile, type SavedFiles } from './saved-files.ts';

export function OfflineCheck({ address, saved, onSaved }: { address: string; saved: SavedFiles; onSaved: (files: SavedFiles) => void }) {
  const [error, setError] = useState<string | null>(null);
  const read = async (files: File[]) => {
    let next = saved;
    setError(null);
    for (const file of files) {
      try {
        next = readSavedFile(file.name, await file.text(), next);
      } catch (e) {
        setError(e instanceof Error ? e.message : String(e));
      }
    }
    onSaved(next);
  };
  const loaded = [saved.objectInfo && 'object_info', saved.systemStats && 'system_stats'].filter(Boolean).join(' and ');
  return (
    <section className="comfy-offline" aria-label="Check from saved files">
      <h4>Or check without connecting</h4>
      <p className="comfy-check__hint">
        On the machine that runs ComfyUI, open <code>{address}/object_info</code> (and, for the version and GPU,{' '}
        <code>{address}/system_stats</code>) and save each page as a .json file. Drop them here: they are read in your browser and never
        uploaded.
      </p>
      <Upload.Dragger
        accept=".json,application/json"
        multiple
        showUploadList={false}
        beforeUpload={(file, list) => {
          // Called once per file of a drop: the whole list is read once, with its first file.
          if (file === list[0]) void read(list);
          return false;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p>Drop object_info.json (and system_stats.json) here, or choose them</p>
      </Upload.Dragger>
      {saved.objectInfo && <p className="comfy-check__hint">Checked against the saved {loaded}.</p>}
      {!saved.objectInfo && saved.systemStats && <p className="comfy-check__hint">Now add object_info.json: the check needs it.</p>}
      {error && <Alert type="warning" showIcon title={error} />}
    </section>
  );
}
