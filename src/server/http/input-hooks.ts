import type { FastifyInstance } from 'fastify';
import { findInputProblem, inputProblemMessage, jsonTooDeep } from '../lib/input-guard';
import { badRequest } from './errors';

/**
 * Every request's path parameters, query and JSON body pass the input guard before any route sees
 * them, better-auth's included: a NUL or a body nested thousands deep is a 400, never a 500.
 */
export function installInputGuard(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, raw, done) => {
    const body = raw as string;
    if (jsonTooDeep(body)) done(badRequest('The request is nested too deeply'), undefined);
    else parseJson(request, body, done);
  });
  app.addHook('preValidation', async (request) => {
    const problem = findInputProblem({ params: request.params, query: request.query, body: request.body });
    if (problem) throw badRequest(inputProblemMessage(problem));
  });
}
