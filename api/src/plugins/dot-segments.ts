// Rejects a request whose path has a dot segment ("." or ".."), written plainly or percent-encoded
// ("/blog/%2e%2e"). Browsers resolve such segments before sending, so only a hand-made request carries
// one; passed on, the page's own API calls would resolve it and answer another resource (the article
// list for "/blog/%2e%2e"). Checked before routing, for every route.
import fp from 'fastify-plugin';

const DOT_SEGMENT = /^\.{1,2}$/;

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Whether a raw request target ("/a/%2e%2e?x=1") has a dot segment in its path, encoded slashes included. */
export function hasDotSegment(target: string): boolean {
  const path = target.split(/[?#]/, 1)[0] ?? '';
  return path.split('/').some((segment) =>
    decoded(segment)
      .split(/[/\\]/)
      .some((part) => DOT_SEGMENT.test(part)),
  );
}

export default fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      if (hasDotSegment(request.raw.url ?? ''))
        return reply.code(400).send({ message: 'The address has a "." or ".." segment.', errors: {} });
    });
  },
  { name: 'dot-segments' },
);
