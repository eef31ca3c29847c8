// The metadata fields of the upload form and the edit dialog, with the server's rules (schemas.ts).
import { Form, Input, Select } from 'antd';
import { BLOG_SLUG_PATTERN, DIFFICULTIES, LIMITS } from './upload-checks.ts';

export const METADATA_FIELDS = ['title', 'description', 'tags', 'category', 'difficulty', 'blog_slug'] as const;

const required = (label: string) => ({ required: true, whitespace: true, message: `Enter ${label}.` });
const atMost = (label: string, max: number) => ({ max, message: `${label} must be at most ${max} characters.` });

export function MetadataFields() {
  return (
    <>
      <Form.Item name="title" label="Title" rules={[required('a title'), atMost('The title', LIMITS.title)]}>
        <Input maxLength={LIMITS.title} />
      </Form.Item>
      <Form.Item name="description" label="Description" rules={[required('a description'), atMost('The description', LIMITS.description)]}>
        <Input.TextArea rows={3} maxLength={LIMITS.description} showCount />
      </Form.Item>
      <Form.Item name="tags" label="Tags" extra="Comma-separated, e.g. flux, text to image" rules={[atMost('The tags', LIMITS.tags)]}>
        <Input maxLength={LIMITS.tags} />
      </Form.Item>
      <Form.Item name="category" label="Category" rules={[required('a category'), atMost('The category', LIMITS.category)]}>
        <Input maxLength={LIMITS.category} placeholder="Text to Image" />
      </Form.Item>
      <Form.Item name="difficulty" label="Difficulty" rules={[{ required: true, message: 'Choose a difficulty.' }]}>
        <Select options={DIFFICULTIES.map((value) => ({ value, label: value }))} placeholder="Choose" />
      </Form.Item>
      <Form.Item
        name="blog_slug"
        label="Write-up article slug"
        extra="Optional: the slug of its article in the workflows section"
        rules={[
          atMost('The slug', LIMITS.blog_slug),
          { pattern: BLOG_SLUG_PATTERN, message: 'The slug may hold letters, digits and hyphens only.' },
        ]}
      >
        <Input maxLength={LIMITS.blog_slug} />
      </Form.Item>
    </>
  );
}
