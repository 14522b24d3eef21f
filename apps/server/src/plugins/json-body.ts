import type { FastifyInstance } from 'fastify';

/**
 * The JSON body parser: Fastify's own (prototype poisoning refused), except where a request has
 * no route or its route takes no body.
 *
 * - An unknown path answers the JSON 404 every unknown path gets, whatever it was sent: no body,
 *   an empty one or broken JSON (the old frontend's calls to paths we do not serve sent
 *   `Content-Type: application/json` and nothing, and got 400 "The request body is empty").
 * - A route without a body schema (a DELETE the old frontend sends with a JSON content type and
 *   nothing) goes on as if no body was sent; one whose schema needs a body still answers 400
 *   "The request body is empty".
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (req.is404) return done(null, undefined);
    if (text.length === 0 && !req.routeOptions.schema?.body) return done(null, undefined);
    void parseJson(req, text, done);
  });
}
