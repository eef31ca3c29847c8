// Puts a 400 answer's field messages next to the form's fields; what no field shows is left for a toast
// or an Alert.
import type { FormInstance } from 'antd';
import { ApiError, errorMessage } from 'shared';

/** Sets the field errors the form has fields for; answers the message(s) left over, or null. */
export function showServerErrors(form: FormInstance, fields: readonly string[], error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 400) return errorMessage(error);
  const entries = Object.entries(error.fieldErrors);
  const shown = entries.filter(([name]) => fields.includes(name));
  // A message of several lines (the workflow check's reasons) shows one reason a line.
  form.setFields(shown.map(([name, text]) => ({ name, errors: text.split('\n').filter(Boolean) })));
  const rest = entries.filter(([name]) => !fields.includes(name)).map(([, text]) => text);
  if (shown.length > 0 && rest.length === 0) return null;
  return rest.length > 0 ? rest.join(' ') : error.message;
}
