// docs/product/community.md#contact: the message a visitor sends (POST contact/, a write; nothing
// read is changed by it). The form names the name field `firstname`, as the old product did.
import { useMutation } from '@tanstack/react-query';
import { callApi } from 'shared';
import type { ContactInput } from 'contracts';

/** The form's values: the contract's body with the name under the form's field name. */
export type ContactFields = Omit<ContactInput, 'name'> & { firstname: ContactInput['name'] };

export function useSendContact() {
  return useMutation({
    mutationFn: ({ firstname, email, message }: ContactFields) =>
      callApi('POST contact/', { body: { name: firstname, email, message }, auth: false }),
    meta: { failure: 'Could not send the message' },
  });
}
