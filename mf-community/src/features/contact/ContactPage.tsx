// /contact: the visitor's message to the team. A plain form (decision 0029): without JavaScript it
// posts to the page itself (docs/decisions/0026-forms-without-javascript.md); with it, the fields are
// checked here with the messages of the other forms, then sent to the API.
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { ApiError, errorMessage, usePageMeta, useValuesTypedBeforeHydration } from 'shared';
import { MESSAGE_MAX, NAME_MAX } from 'contracts/limits';
import { useSendContact, type ContactFields } from './contact-queries.ts';
import './contact.css';

export const CONTACT_SUCCESS = "Thank you for reaching out! We'll get back to you soon.";
/** docs/product/community.md#contact: the toast hides after 4000 ms. */
export const TOAST_MS = 4000;

const FIELD_OF: Record<string, keyof ContactFields> = { name: 'firstname', email: 'email', message: 'message' };
const EMPTY: ContactFields = { firstname: '', email: '', message: '' };
/** What the browser's own check of an email field accepts (WHATWG "valid email address"). */
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

type FieldErrors = Partial<Record<keyof ContactFields, string>>;

function check(fields: ContactFields): FieldErrors {
  const errors: FieldErrors = {};
  if (!fields.firstname.trim()) errors.firstname = 'Enter your name';
  if (!fields.email.trim()) errors.email = 'Enter your email';
  else if (!EMAIL.test(fields.email.trim())) errors.email = 'Enter a valid email address';
  if (!fields.message.trim()) errors.message = 'Write your message';
  return errors;
}

export function ContactPage() {
  usePageMeta('Contact', 'Questions, corrections or ideas for a tutorial? Send the AI Creator Hub team a message.');
  const [fields, setFields] = useState<ContactFields>(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const send = useSendContact();
  const error = send.error ? errorMessage(send.error) : null;
  const [toast, setToast] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // What was typed before the page hydrated (decision 0046).
  useValuesTypedBeforeHydration(
    () => formRef.current,
    (typed) =>
      setFields((current) => ({
        ...current,
        ...Object.fromEntries(Object.entries(typed).flatMap(([box, value]) => (FIELD_OF[box] ? [[FIELD_OF[box], value]] : []))),
      })),
  );

  useEffect(() => {
    if (!toast) return undefined;
    const timer = setTimeout(() => setToast(false), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast]);

  const change = (field: keyof ContactFields, value: string) => {
    setFields((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = check(fields);
    setFieldErrors(errors);
    const firstInvalid = Object.keys(errors)[0];
    if (firstInvalid) {
      document.getElementById(`contact-${firstInvalid}`)?.focus();
      return;
    }
    send.mutate(
      { firstname: fields.firstname.trim(), email: fields.email.trim(), message: fields.message.trim() },
      {
        onSuccess: () => {
          setFields(EMPTY);
          setToast(true);
        },
        onError: (failure) => {
          if (!(failure instanceof ApiError)) return;
          setFieldErrors(
            Object.fromEntries(Object.entries(failure.fieldErrors).map(([field, message]) => [FIELD_OF[field] ?? field, message])),
          );
        },
      },
    );
  };

  /** A field's box: its value, its change, and its message when the server refused it. */
  const field = (name: keyof ContactFields) => ({
    id: `contact-${name}`,
    className: 'field',
    value: fields[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => change(name, event.target.value),
    'aria-invalid': fieldErrors[name] ? true : undefined,
    'aria-describedby': fieldErrors[name] ? `contact-${name}-error` : undefined,
  });
  const fieldError = (name: keyof ContactFields) =>
    fieldErrors[name] && (
      <p className="contact__field-error" id={`contact-${name}-error`}>
        {fieldErrors[name]}
      </p>
    );

  return (
    <section className="contact">
      <header className="contact__hero">
        <h1>Get in Touch with US!</h1>
        <p>We'd love to hear from you!</p>
      </header>
      <div className="contact__card">
        <h2 className="contact__card-title">Send Us a Message</h2>
        {error && (
          <p className="alert" role="alert">
            {error}
          </p>
        )}
        {/* Without JavaScript the form posts to the page itself (docs/decisions/0026-forms-without-javascript.md). */}
        <form ref={formRef} className="contact__form" method="post" action="/contact" noValidate onSubmit={submit}>
          <label htmlFor="contact-firstname">Name</label>
          <input {...field('firstname')} name="name" autoComplete="name" maxLength={NAME_MAX} />
          {fieldError('firstname')}
          <label htmlFor="contact-email">Email</label>
          <input {...field('email')} name="email" type="email" autoComplete="email" />
          {fieldError('email')}
          <label htmlFor="contact-message">Message</label>
          <textarea {...field('message')} name="message" rows={4} maxLength={MESSAGE_MAX} />
          {fieldError('message')}
          <button type="submit" className="primary-button contact__send" disabled={send.isPending} aria-busy={send.isPending}>
            {send.isPending && <span className="contact__spinner" aria-hidden="true" />}
            Send Message
          </button>
        </form>
      </div>
      {toast && (
        <div className="toast" role="status" data-testid="contact-toast">
          <span>{CONTACT_SUCCESS}</span>
          <button type="button" className="toast__close" aria-label="Close" onClick={() => setToast(false)}>
            ×
          </button>
        </div>
      )}
    </section>
  );
}
