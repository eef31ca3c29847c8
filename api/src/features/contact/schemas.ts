// Wire schemas of the contact API (zod). The body may be a form or JSON.
import { z } from 'zod';
import { emailField } from '../newsletter/schemas.ts';

export const MESSAGE_MAX = 5000;
export const NAME_MAX = 150;

export const contactBodySchema = z.object({
  name: z
    .string({ message: 'Enter your name.' })
    .trim()
    .min(1, 'Enter your name.')
    .max(NAME_MAX, `A name has at most ${NAME_MAX} characters.`)
    .regex(/^[^\r\n]*$/, 'A name fits on one line.'),
  email: emailField,
  message: z
    .string({ message: 'Write your message.' })
    .trim()
    .min(1, 'Write your message.')
    .max(MESSAGE_MAX, `A message has at most ${MESSAGE_MAX.toLocaleString('en')} characters.`),
});
export type ContactInput = z.infer<typeof contactBodySchema>;

export const contactAnswerSchema = z.object({ message: z.string() });
