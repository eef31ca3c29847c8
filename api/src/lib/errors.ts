// Typed errors services throw; the error handler maps them to HTTP answers.
export class AppError extends Error {
  readonly statusCode: number;

  constructor(statusCode: number, message: string) {
    super(message);
    this.statusCode = statusCode;
    this.name = new.target.name;
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found.') {
    super(404, message);
  }
}

export class BadRequestError extends AppError {
  readonly errors: Record<string, string>;

  constructor(message: string, errors: Record<string, string> = {}) {
    super(400, message);
    this.errors = errors;
  }
}

/** 503: a service the request needs is away; the client is asked to retry after `retryAfterSeconds`. */
export class ServiceUnavailableError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(message: string, retryAfterSeconds: number) {
    super(503, message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
