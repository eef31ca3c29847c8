// The metadata fields of the upload form and the edit dialog, with the server's rules (schemas.ts).
import { Form, Input, Select } from 'antd';
import { ARTICLE_SLUG_PATTERN, DIFFICULTIES, WORKFLOW_FIELD_MAX } from 'contracts/limits';

export const METADATA_FIELDS = ['title', 'description', 'tags', 'category', 'difficulty', 'blog_slug'] as const;

const required = (label: string) => ({ required: true, whitespace: true, message: `Enter ${label}.` });
const atMost = (label: string, max: number) => ({ max, message: `${label} must be at most ${max} characters.` });

export function MetadataFields() {
  return (
    <>
      <Form.Item name="title" label="Title" rules={[required('a title'), atMost('The title', WORKFLOW_FIELD_MAX.title)]}>
        <Input maxLength={WORKFLOW_FIELD_MAX.title} />
      </Form.Item>
      <Form.Item
        name="description"
        label="Description"
        rules={[required('a description'), atMost('The description', WORKFLOW_FIELD_MAX.description)]}
      >
        <Input.TextArea rows={3} maxLength={WORKFLOW_FIELD_MAX.description} showCount />
      </Form.Item>
      <Form.Item
        name="tags"
        label="Tags"
        extra="Comma-separated, e.g. flux, text to image"
        rules={[atMost('The tags', WORKFLOW_FIELD_MAX.tags)]}
      >
        <Input maxLength={WORKFLOW_FIELD_MAX.tags} />
      </Form.Item>
      <Form.Item name="category" label="Category" rules={[required('a category'), atMost('The category', WORKFLOW_FIELD_MAX.category)]}>
        <Input maxLength={WORKFLOW_FIELD_MAX.category} placeholder="Text to Image" />
      </Form.Item>
      <Form.Item name="difficulty" label="Difficulty" rules={[{ required: true, message: 'Choose a difficulty.' }]}>
        <Select options={DIFFICULTIES.map((value) => ({ value, label: value }))} placeholder="Choose" />
      </Form.Item>
      <Form.Item
        name="blog_slug"
        label="Write-up article slug"
        extra="Optional: the slug of its article in the workflows section"
        rules={[
          atMost('The slug', WORKFLOW_FIELD_MAX.blog_slug),
          { pattern: ARTICLE_SLUG_PATTERN, message: 'The slug may hold letters, digits and hyphens only.' },
        ]}
      >
        <Input maxLength={WORKFLOW_FIELD_MAX.blog_slug} />
      </Form.Item>
    </>
  );
}
