// The upload form: the workflow .json file, a thumbnail image, the metadata and whether visitors see
// it at once. Checked here as the server checks it; the server's 400 reasons show next to the fields
// (the workflow check's, one a line, under the file) or in an Alert.
import { useState } from 'react';
import { Alert, Button, Form, Switch, Upload, type UploadFile } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import type { AdminWorkflow } from 'contracts';
import type { MetadataValues } from './admin-workflows-api.ts';
import { useUploadWorkflow } from './admin-workflow-queries.ts';
import { METADATA_FIELDS, MetadataFields } from './MetadataFields.tsx';
import { showServerErrors } from 'shared/admin';
import { THUMBNAIL_ACCEPT, thumbnailProblem, workflowFileProblem } from './upload-checks.ts';

interface UploadValues {
  file?: UploadFile[];
  thumbnail?: UploadFile[];
  title: string;
  description: string;
  tags?: string;
  category: string;
  difficulty: MetadataValues['difficulty'];
  blog_slug?: string;
  published: boolean;
}

const FORM_FIELDS = [...METADATA_FIELDS, 'file', 'thumbnail'] as const;

type FileRule = ReturnType<typeof fileRule>;

/** A form rule that checks the one chosen file. */
function fileRule(missing: string, problem: (file: File) => Promise<string | null>) {
  return {
    validator: async (_rule: unknown, files: UploadFile[] | undefined) => {
      const file = files?.[0]?.originFileObj;
      if (!file) throw new Error(missing);
      const found = await problem(file);
      if (found) throw new Error(found);
    },
  };
}

const fileList = (event: { fileList: UploadFile[] } | UploadFile[]) => (Array.isArray(event) ? event : event.fileList);

/** One file of the upload: a button that picks it, checked by `rule` before anything is sent. */
function FileField({ name, label, accept, choose, rule }: { name: string; label: string; accept: string; choose: string; rule: FileRule }) {
  return (
    <Form.Item name={name} label={label} valuePropName="fileList" getValueFromEvent={fileList} rules={[rule]}>
      <Upload accept={accept} maxCount={1} beforeUpload={() => false}>
        <Button icon={<UploadOutlined />}>{choose}</Button>
      </Upload>
    </Form.Item>
  );
}

export function UploadWorkflowForm({ onUploaded, onCancel }: { onUploaded: (workflow: AdminWorkflow) => void; onCancel: () => void }) {
  const [form] = Form.useForm<UploadValues>();
  const upload = useUploadWorkflow();
  const [alert, setAlert] = useState<string | null>(null);

  const submit = async (values: UploadValues) => {
    setAlert(null);
    try {
      const workflow = await upload.mutateAsync({
        file: values.file![0]!.originFileObj!,
        thumbnail: values.thumbnail![0]!.originFileObj!,
        title: values.title.trim(),
        description: values.description.trim(),
        tags: values.tags ?? '',
        category: values.category.trim(),
        difficulty: values.difficulty,
        blog_slug: values.blog_slug?.trim() ?? '',
        published: values.published,
      });
      form.resetFields();
      onUploaded(workflow);
    } catch (error) {
      setAlert(showServerErrors(form, FORM_FIELDS, error));
    }
  };

  return (
    <Form<UploadValues>
      form={form}
      layout="vertical"
      name="upload-workflow"
      initialValues={{ published: true }}
      onFinish={submit}
      className="admin-workflows-form"
    >
      {alert && <Alert className="admin-workflows-form__alert" type="error" showIcon title={alert} role="alert" />}
      <FileField
        name="file"
        label="Workflow file (.json)"
        accept=".json,application/json"
        choose="Choose workflow file"
        rule={fileRule('Choose the workflow .json file.', workflowFileProblem)}
      />
      <FileField
        name="thumbnail"
        label="Thumbnail (PNG, JPEG, WebP, GIF or SVG)"
        accept={THUMBNAIL_ACCEPT}
        choose="Choose thumbnail"
        rule={fileRule('Choose a thumbnail image.', thumbnailProblem)}
      />
      <MetadataFields />
      <Form.Item name="published" label="Published (visitors see it at once)" valuePropName="checked">
        <Switch />
      </Form.Item>
      <div className="admin-workflows-form__actions">
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="primary" htmlType="submit" loading={upload.isPending}>
          Upload
        </Button>
      </div>
    </Form>
  );
}
