// An antd form of a server-rendered page keeps what the visitor typed before it hydrated (decision
// 0046): antd's store starts empty, and without this the field's next render empties the box.
import { useCallback, useRef } from 'react';
import type { FormInstance } from 'antd';
import { useValuesTypedBeforeHydration } from 'shared';

/** What the antd `Form`'s ref gives that this needs: its `<form>` element. */
interface FormElementRef {
  nativeElement?: HTMLElement;
}

/**
 * The ref to give the antd `Form`: once hydrated, the typed values go into `form`'s store under the
 * field's name (`rename` maps a box's `name` attribute to the field's name where they differ).
 */
export function useFormKeepsTyped(form: FormInstance, rename: Record<string, string> = {}) {
  const element = useRef<HTMLElement | null>(null);
  useValuesTypedBeforeHydration(
    () => element.current,
    (typed) => {
      for (const [box, value] of Object.entries(typed)) {
        const field = rename[box] ?? box;
        if (!form.getFieldValue(field)) form.setFieldValue(field, value);
      }
    },
  );
  return useCallback((instance: FormElementRef | null) => {
    element.current = instance?.nativeElement ?? null;
  }, []);
}
