// The text box of a comment or a reply. The text stays until the save succeeds, so nothing typed is
// lost when the server refuses it (the error shows above the box).
import { useState } from 'react';
import { Alert, Button, Input } from 'antd';
import { CONTENT_MAX } from 'contracts/limits';

export interface CommentFormProps {
  label: string;
  submitLabel: string;
  placeholder: string;
  saving: boolean;
  error: string | null;
  /** Resolves true when saved (the box then clears). */
  onSubmit: (content: string) => Promise<boolean>;
  onCancel?: () => void;
  autoFocus?: boolean;
}

export function CommentForm({ label, submitLabel, placeholder, saving, error, onSubmit, onCancel, autoFocus }: CommentFormProps) {
  const [text, setText] = useState('');
  const [empty, setEmpty] = useState(false);

  const submit = async () => {
    if (!text.trim()) {
      setEmpty(true);
      return;
    }
    if (await onSubmit(text.trim())) setText('');
  };

  return (
    <form
      className="comment-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {error && <Alert type="error" showIcon title={error} className="comment-form__error" />}
      <Input.TextArea
        aria-label={label}
        value={text}
        placeholder={placeholder}
        autoSize={{ minRows: 3, maxRows: 12 }}
        maxLength={CONTENT_MAX}
        showCount={text.length > CONTENT_MAX - 500}
        status={empty ? 'error' : undefined}
        autoFocus={autoFocus}
        onChange={(event) => {
          setText(event.target.value);
          if (empty) setEmpty(false);
        }}
      />
      {empty && (
        <div className="comment-form__hint" role="alert">
          Write something first.
        </div>
      )}
      <div className="comment-form__actions">
        {onCancel && (
          <Button onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
        )}
        <Button type="primary" htmlType="submit" loading={saving}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
