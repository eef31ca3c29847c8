// The edit dialog of a workflow's metadata: sends only the fields that changed; the server's 400
// messages show next to the fields.
import { useState } from 'react';
import { Alert, Form, Modal } from 'antd';
import type { AdminWorkflow } from 'contracts';
import { DIFFICULTIES } from 'contracts/limits';
import type { MetadataValues, WorkflowChanges } from './admin-workflows-api.ts';
import { useUpdateWorkflow } from './admin-workflow-queries.ts';
import { METADATA_FIELDS, MetadataFields } from './MetadataFields.tsx';
import { showServerErrors } from 'shared/admin';

/** The form's values of a workflow; a difficulty the form does not offer is left for staff to choose. */
function metadataOf(workflow: AdminWorkflow): Partial<MetadataValues> {
  return {
    title: workflow.title,
    description: workflow.description,
    tags: workflow.tags,
    category: workflow.category,
    difficulty: DIFFICULTIES.find((difficulty) => difficulty === workflow.difficulty),
    blog_slug: workflow.blog_slug ?? '',
  };
}

export interface EditWorkflowModalProps {
  workflow: AdminWorkflow;
  onSaved: (workflow: AdminWorkflow | null) => void;
  onCancel: () => void;
}

export function EditWorkflowModal({ workflow, onSaved, onCancel }: EditWorkflowModalProps) {
  const [form] = Form.useForm<MetadataValues>();
  const update = useUpdateWorkflow();
  const [alert, setAlert] = useState<string | null>(null);
  const initial = metadataOf(workflow);

  const save = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const changes: WorkflowChanges = Object.fromEntries(
      METADATA_FIELDS.map((name) => [name, (values[name] ?? '').trim()] as const).filter(([name, value]) => value !== initial[name]),
    );
    if (Object.keys(changes).length === 0) {
      onSaved(null);
      return;
    }
    setAlert(null);
    try {
      onSaved(await update.mutateAsync({ id: workflow.id, changes }));
    } catch (error) {
      setAlert(showServerErrors(form, METADATA_FIELDS, error));
    }
  };

  return (
    <Modal
      open
      title={`Edit “${workflow.title}”`}
      okText="Save"
      onOk={save}
      onCancel={onCancel}
      confirmLoading={update.isPending}
      destroyOnHidden
      width="min(640px, 96vw)"
    >
      {alert && <Alert className="admin-workflows-form__alert" type="error" showIcon title={alert} role="alert" />}
      <Form<MetadataValues> form={form} layout="vertical" name="edit-workflow" initialValues={initial}>
        <MetadataFields />
      </Form>
    </Modal>
  );
}
