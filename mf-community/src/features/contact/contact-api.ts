import { http } from 'shared';

export interface ContactInput {
  firstname: string;
  email: string;
  message: string;
}

/** docs/product/community.md#contact: POST contact/ with name, message, email. */
export function sendContact(input: ContactInput): Promise<{ message: string }> {
  return http.post<{ message: string }>('contact/', { name: input.firstname, email: input.email, message: input.message }, { auth: false });
}
